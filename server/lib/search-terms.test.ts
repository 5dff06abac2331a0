import { describe, expect, it } from 'vitest'
import { searchTerms } from './search-terms'

describe('searchTerms', () => {
  it('when a search has accents, capitals and punctuation, then the terms are folded words, joined words as a phrase', () => {
    expect(searchTerms('  Café-Bakery: MISE en œuvre "x*" mise ')).toEqual([
      ['cafe', 'bakery'],
      ['mise'],
      ['en'],
      ['oeuvre'],
      ['x'],
    ])
  })

  it('when a search has no letters or digits, then there is no term', () => {
    expect(searchTerms('*** "" -')).toEqual([])
  })
})
