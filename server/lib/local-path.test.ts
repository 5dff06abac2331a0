import { describe, expect, it } from 'vitest'
import { isLocalPath } from './local-path'

describe('isLocalPath', () => {
  it('when a path stays on the site, then it is local', () => {
    for (const path of ['/', '/new-page', '/blog?q=a', '/fr/blog#top', '/a%2Fb'])
      expect(isLocalPath(path), path).toBe(true)
  })

  it('when a browser would read the value as another host or scheme, then it is not local', () => {
    for (const value of [
      '//evil.example',
      '/\\evil.example',
      '\\/evil.example',
      '/%5cevil.example',
      '/%5Cevil.example',
      '/%2f/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/ /evil.example',
      'https://evil.example',
      'evil.example',
      '',
    ])
      expect(isLocalPath(value), JSON.stringify(value)).toBe(false)
  })
})
