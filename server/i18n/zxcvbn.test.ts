import { describe, expect, it } from 'vitest'

describe("when zxcvbn's hints are looked up by code", () => {
  it('then its translations load without its dictionaries (tens of MB the server would keep for good)', async () => {
    const before = process.memoryUsage().heapUsed
    const { zxcvbnCode, zxcvbnText } = await import('./zxcvbn')
    const code = zxcvbnCode('Repeated characters like "aaa" are easy to guess.')
    expect(code).toBe('zxcvbn.warnings.simpleRepeat')
    expect(zxcvbnText('fr', code!)).toMatch(/^Les caractères répétés/)
    const grown = process.memoryUsage().heapUsed - before
    expect(grown / 1024 / 1024).toBeLessThan(8)
  })
})
