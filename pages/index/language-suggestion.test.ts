import { describe, expect, it } from 'vitest'
import { languageSuggestions, preferredLocale, suggestionFor } from './language-suggestion'

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

describe('suggestionFor', () => {
  it('when a French browser opens the English home page, then it offers French, in French', () => {
    expect(suggestionFor(languageSuggestions('en'), ['fr-CA', 'fr', 'en'])).toEqual({
      locale: 'fr',
      lang: 'fr-CA',
      text: 'Ce site est aussi offert en français.',
      link: 'Voir en français',
      dismiss: 'Non merci',
      href: '/fr',
    })
  })
  it('when an English browser opens the French home page, then it offers English', () => {
    expect(suggestionFor(languageSuggestions('fr'), ['en-CA'])?.href).toBe('/')
  })
  it('when the page is already in the preferred language, then it offers nothing', () => {
    expect(suggestionFor(languageSuggestions('en'), ['en-CA', 'fr'])).toBeNull()
    expect(suggestionFor(languageSuggestions('fr'), ['fr-CA'])).toBeNull()
    expect(suggestionFor(languageSuggestions('en'), ['de-DE'])).toBeNull()
  })
})
