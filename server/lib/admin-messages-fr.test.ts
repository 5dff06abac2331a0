import { describe, expect, it } from 'vitest'

describe("when the admin's French messages are loaded", () => {
  it("then zxcvbn's hints come without its dictionaries (tens of MB the server would keep for good)", async () => {
    const before = process.memoryUsage().heapUsed
    const { accountMessagesFr } = await import('./admin-messages-fr')
    const grown = process.memoryUsage().heapUsed - before
    expect(accountMessagesFr['Repeated characters like "aaa" are easy to guess.']).toMatch(/^Les caractères répétés/)
    expect(grown / 1024 / 1024).toBeLessThan(8)
  })
})
