import { describe, expect, it } from 'vitest'
import { languageSuggestion, preferredLocale } from './language-suggestion'

describe('preferredLocale', () => {
  it('takes the highest-ranked English or French tag', () => {
    expect(preferredLocale('fr-CA,fr;q=0.9,en-CA;q=0.8,en;q=0.7')).toBe('fr')
    expect(preferredLocale('en-US,en;q=0.9,fr;q=0.8')).toBe('en')
    expect(preferredLocale('de-DE,de;q=0.9,fr;q=0.5,en;q=0.4')).toBe('fr')
    expect(preferredLocale('en;q=0.4, fr;q=0.6')).toBe('fr')
  })
  it('ignores other languages, q=0 and empty headers', () => {
    expect(preferredLocale('de-DE,es;q=0.8')).toBeUndefined()
    expect(preferredLocale('fr;q=0, en;q=0.1')).toBe('en')
    expect(preferredLocale('')).toBeUndefined()
    expect(preferredLocale(undefined)).toBeUndefined()
  })
})

describe('languageSuggestion', () => {
  it('offers French on the English home page to a French browser, in French', () => {
    expect(languageSuggestion('en', 'fr-CA,fr;q=0.9')).toEqual({
      lang: 'fr-CA',
      text: 'Ce site est aussi offert en français.',
      link: 'Voir en français',
      href: '/fr',
    })
  })
  it('offers English on the French home page to an English browser', () => {
    expect(languageSuggestion('fr', 'en-CA')?.href).toBe('/')
  })
  it('offers nothing when the page is already in the preferred language', () => {
    expect(languageSuggestion('en', 'en-CA,fr;q=0.5')).toBeNull()
    expect(languageSuggestion('fr', 'fr-CA')).toBeNull()
  })
})
