import { describe, expect, it } from 'vitest'
import { localizePath, splitLocale } from './index'

describe('splitLocale', () => {
  it('reads the locale off the /fr prefix and returns the path without it', () => {
    expect(splitLocale('/fr/pricing')).toEqual({ locale: 'fr', path: '/pricing' })
    expect(splitLocale('/fr')).toEqual({ locale: 'fr', path: '/' })
    expect(splitLocale('/fr/')).toEqual({ locale: 'fr', path: '/' })
    expect(splitLocale('/pricing')).toEqual({ locale: 'en', path: '/pricing' })
    expect(splitLocale('/free-trial')).toEqual({ locale: 'en', path: '/free-trial' })
  })
})

describe('localizePath', () => {
  it('prefixes page paths for French, keeping query and hash, and strips the prefix for English', () => {
    expect(localizePath('/pricing', 'fr')).toBe('/fr/pricing')
    expect(localizePath('/', 'fr')).toBe('/fr')
    expect(localizePath('/blog?category=qsr&page=2', 'fr')).toBe('/fr/blog?category=qsr&page=2')
    expect(localizePath('/hardware#go', 'fr')).toBe('/fr/hardware#go')
    expect(localizePath('/fr/pricing', 'fr')).toBe('/fr/pricing')
    expect(localizePath('/fr/pricing', 'en')).toBe('/pricing')
    expect(localizePath('/fr', 'en')).toBe('/')
    expect(localizePath('/pricing', 'en')).toBe('/pricing')
  })

  it('leaves files, API, admin, uploads, assets, anchors and other sites alone', () => {
    for (const href of [
      '/sitemap.xml',
      '/illustrations/station.svg',
      '/api/leads',
      '/admin',
      '/uploads/posts/a.webp',
      '/assets/entry.js',
      '#main',
      'mailto:hello@mapleserve.ca',
      'https://example.com/pricing',
      '//example.com/pricing',
    ])
      expect(localizePath(href, 'fr')).toBe(href)
  })
})
