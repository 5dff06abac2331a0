import { describe, expect, it } from 'vitest'
import { industryLinks } from '../../content/en/navigation'
import { industrySlug } from './slug'

describe('industrySlug', () => {
  it.each([
    ['Quick-Service Restaurants (QSR)', 'quick-service-restaurants-qsr'],
    ['Casual Dining', 'casual-dining'],
    ['Fine Dining', 'fine-dining'],
    ['Full Services Restaurant', 'full-services-restaurant'],
    ['Fast Casual Restaurant', 'fast-casual-restaurant'],
    ['Food Trucks', 'food-trucks'],
    ['Pizzeria', 'pizzeria'],
    ['Café & Bakery', 'cafe-bakery'],
    ['Bars & Pubs', 'bars-pubs'],
  ])('when the title is %s, then the slug is %s', (title, slug) => {
    expect(industrySlug(title)).toBe(slug)
  })

  it('when applied to every industry title of the menus, then it yields the link of that menu entry', () => {
    expect(industryLinks).toHaveLength(9)
    for (const link of industryLinks) {
      expect(`/categories/${industrySlug(link.label)}`).toBe(link.href)
    }
  })

  it('when the title has odd spacing and punctuation, then runs collapse to one hyphen and ends are trimmed', () => {
    expect(industrySlug('  Crêpes -- & (Waffles)!  ')).toBe('crepes-waffles')
  })
})

describe('industry content', () => {
  it('when a page is looked up by the slug of its own name, then every industry is found', async () => {
    const { industries } = await import('../../content/en/industries/index')
    expect(industries.map((i) => industrySlug(i.name))).toEqual(industries.map((i) => i.slug))
  })
})
