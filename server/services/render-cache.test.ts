import { describe, expect, it } from 'vitest'
import { createRenderCache, renderCacheKey } from './render-cache'

const get = (originalUrl: string, extra: { cookie?: string; method?: string } = {}) =>
  renderCacheKey({ method: extra.method ?? 'GET', originalUrl, headers: { cookie: extra.cookie } }, false)

describe('renderCacheKey', () => {
  it('when the URL is a canonical blog URL, then it is the key', () => {
    expect(get('/blog')).toBe('/blog')
    expect(get('/blog?q=pos&category=qsr&sort=oldest&page=2')).toBe('/blog?q=pos&category=qsr&sort=oldest&page=2')
    expect(get('/blog/some-post')).toBe('/blog/some-post')
  })

  it('when the request is not anonymous, not a GET or not canonical, then there is no key', () => {
    expect(get('/blog', { cookie: 'sid=1' })).toBeNull()
    expect(get('/blog', { method: 'HEAD' })).toBeNull()
    expect(renderCacheKey({ method: 'GET', originalUrl: '/blog', headers: {} }, true)).toBeNull()
    expect(get('/blog?utm=1')).toBeNull()
    expect(get('/blog/some-post?x=1')).toBeNull()
    expect(get('/blog/rss.xml')).toBeNull()
    expect(get('/')).toBeNull()
    expect(get('/blog/a/b')).toBeNull()
  })
})

describe('createRenderCache', () => {
  it('when a page is stored with the placeholder nonce, then each read carries the nonce asked for', () => {
    const cache = createRenderCache()
    const p = cache.placeholderNonce
    cache.set('/blog', {
      statusCode: 200,
      headers: [],
      body: `<script nonce="${p}"></script><p>é</p><script nonce="${p}">`,
    })
    const hit = cache.get('/blog')
    expect(hit && cache.body(hit, 'N1').toString()).toBe('<script nonce="N1"></script><p>é</p><script nonce="N1">')
    expect(hit && cache.body(hit, 'N2').toString()).not.toContain(p)
  })

  it('when entries exceed the bound or the time to live, then the oldest go first', () => {
    let now = 0
    const cache = createRenderCache({ maxEntries: 2, ttlMs: 100, now: () => now })
    const page = { statusCode: 200, headers: [] as [string, string][], body: 'x' }
    cache.set('a', page)
    cache.set('b', page)
    cache.get('a')
    cache.set('c', page)
    expect([cache.get('a') !== undefined, cache.get('b') !== undefined, cache.get('c') !== undefined]).toEqual([
      true,
      false,
      true,
    ])
    now = 101
    expect(cache.get('a')).toBeUndefined()
    cache.set('d', page)
    cache.clear()
    expect(cache.size).toBe(0)
  })
})
