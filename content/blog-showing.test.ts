import { describe, expect, it } from 'vitest'
import { getBlogContent } from './blog-i18n'

/** Issue 33, item 7: the blog list's count names the posts shown by rank, in both languages. */
describe('blog list count', () => {
  const en = getBlogContent('en').blog.list.showing
  const fr = getBlogContent('fr').blog.list.showing

  it('when page 2 of 17 posts shows posts 13 to 17, then it says so (it said "Showing 5 of 17 posts")', () => {
    expect(en(13, 17, 17)).toBe('Showing 13\u201317 of 17 posts')
    expect(fr(13, 17, 17)).toBe('Affichage de 13 à 17 sur 17 articles')
  })

  it('when one post exists, then it is singular (it said "Showing 1 of 1 posts")', () => {
    expect(en(1, 1, 1)).toBe('Showing 1 post')
    expect(fr(1, 1, 1)).toBe('Affichage de 1 article')
  })

  it('when the last page holds a single post, then it names that post’s rank', () => {
    expect(en(13, 13, 13)).toBe('Showing post 13 of 13')
    expect(fr(13, 13, 13)).toBe('Affichage de l’article 13 sur 13')
  })

  it('when nothing matches, then it shows zero without a range', () => {
    expect(en(0, 0, 0)).toBe('Showing 0 posts')
    expect(fr(0, 0, 0)).toBe('Affichage de 0 article')
  })

  it('when the first page of 15 shows 12, then the range starts at 1', () => {
    expect(en(1, 12, 15)).toBe('Showing 1\u201312 of 15 posts')
    expect(fr(1, 12, 15)).toBe('Affichage de 1 à 12 sur 15 articles')
  })
})
