import { afterAll, describe, expect, it } from 'vitest'
import { english } from '../../i18n/index'
import { stopPasswordChecker, weakPasswordProblem } from './password-strength'

const said = async (password: string, words?: string[]) => {
  const problem = await weakPasswordProblem(password, words)
  return problem && english(problem.code, problem.params)
}

afterAll(() => stopPasswordChecker())

describe('when a new password is checked for strength', () => {
  it("then the dictionaries (tens of MB) stay out of the server's own heap", async () => {
    // The first check of this process: whatever it loads is counted.
    const before = process.memoryUsage().heapUsed
    await weakPasswordProblem('another correct horse staple')
    const grown = process.memoryUsage().heapUsed - before
    expect(grown / 1024 / 1024).toBeLessThan(10)
  })

  it('then common and guessable passwords are refused with the reason, and a random passphrase passes', async () => {
    expect(await said('password1234')).toMatch(
      /^Password is too easy to guess: This is similar to a commonly used password/,
    )
    expect(await said('mapleserve-boss', ['boss@mapleserve.test'])).toMatch(/^Password is too easy/)
    expect(await weakPasswordProblem('tundra quiver lantern oboe')).toBeNull()
  })

  it('then a check that starts while the idle checker is being stopped gets its answer (the old one ending does not fail it)', async () => {
    await weakPasswordProblem('warm up the checker first')
    // What the idle timer does after 30 s without a check, with a new check arriving in that moment.
    const stopping = stopPasswordChecker()
    const answer = weakPasswordProblem('tundra quiver lantern oboe')
    await stopping
    await expect(answer).resolves.toBeNull()
  })
})
