import { describe, expect, it } from 'vitest'
import { demoSourceFromQuery } from './demo-source'

describe('demoSourceFromQuery', () => {
  it('when from names a page and a section, then both are kept', () => {
    expect(demoSourceFromQuery('/fr/about#hero', '/fr/demo')).toEqual({ page: '/fr/about', section: 'hero' })
  })
  it('when from is missing, another origin or a protocol-relative URL, then the demo page itself is the source', () => {
    for (const from of [null, 'https://evil.example/#x', '//evil.example#x', 'about#hero']) {
      expect(demoSourceFromQuery(from, '/demo')).toEqual({ page: '/demo', section: 'demo-page' })
    }
  })
  it('when the section is not a plain id, then it is recorded as unknown', () => {
    expect(demoSourceFromQuery('/pricing#<b>', '/demo')).toEqual({ page: '/pricing', section: 'unknown' })
  })
})
