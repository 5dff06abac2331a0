import { describe, expect, it } from 'vitest'
import { lowerScriptPriority } from './script-priority'

describe('lowerScriptPriority', () => {
  it('when Vike adds its entry and preload tags, then both are fetched at low priority', () => {
    const html =
      '<head><script src="/assets/entries/pages_client.Dh.js" type="module" async></script>' +
      '<link rel="modulepreload" href="/assets/chunks/chunk-7y.js" as="script" type="text/javascript"></head>'
    expect(lowerScriptPriority(html)).toBe(
      '<head><script src="/assets/entries/pages_client.Dh.js" type="module" async fetchpriority="low"></script>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/chunks/chunk-7y.js" as="script" type="text/javascript"></head>',
    )
  })

  it('when a page holds JSON data blocks or an image preload, then they are left as they are', () => {
    const html =
      '<script type="application/ld+json">{"a":1}</script><link rel="preload" as="image" href="/x.svg" fetchPriority="high"/>'
    expect(lowerScriptPriority(html)).toBe(html)
  })
})
