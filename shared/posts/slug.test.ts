import { describe, expect, it } from 'vitest'
import { postSlug, uniqueSlug } from './slug'

describe('postSlug', () => {
  it.each([
    ['The Complete Guide to POS Systems', 'the-complete-guide-to-pos-systems'],
    ['Pizzeria Online Ordering: Half-and-Half, Delivery', 'pizzeria-online-ordering-half-and-half-delivery'],
    ['  Spaces   and\ttabs  ', 'spaces-and-tabs'],
    ['Hyphens -- collapse --- here', 'hyphens-collapse-here'],
    ['-Leading and trailing-', 'leading-and-trailing'],
    ['Café & Bakery (2026)!', 'cafe-bakery-2026'],
    ['100% <script>alert(1)</script>', '100-scriptalert1script'],
    ['!!!', 'post'],
  ])('when the title is %j, then the slug is %j', (title, slug) => {
    expect(postSlug(title)).toBe(slug)
  })

  it('when the title is very long, then the slug is cut at a word boundary', () => {
    const slug = postSlug('word '.repeat(60))
    expect(slug.length).toBeLessThanOrEqual(120)
    expect(slug.endsWith('word')).toBe(true)
  })
})

describe('uniqueSlug', () => {
  it('when the slug and its -2 are taken, then -3 is chosen', async () => {
    const taken = new Set(['a', 'a-2'])
    expect(await uniqueSlug('a', async (s) => taken.has(s))).toBe('a-3')
  })
})
