import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../helpers/app'
import { createUser, login, PASSWORD, startAdminTestApp } from '../helpers/admin'
import { authService } from '../../server/services/users/auth'

// Behind a proxy, so each test can sign in from addresses of its own.
let clock = Date.now() + 60_000
let app: TestApp
beforeAll(async () => {
  app = await startAdminTestApp({ TRUST_PROXY: '1' }, { clock: () => new Date(clock) })
})
afterAll(async () => {
  await app?.close()
})

function from(ip: string) {
  return { 'x-forwarded-for': ip }
}

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1
  return counts
}

describe('when 40 guesses against one account arrive at once', () => {
  it('then only the 3 free tries are checked, the rest answer 429, and the right password in the burst is refused', async () => {
    await createUser(app, 'burst@mapleserve.test', 'editor')
    const guesses = Array.from({ length: 40 }, (_, i) =>
      login(app, 'burst@mapleserve.test', `wrong guess number ${i}`, from('198.51.100.7')),
    )
    const right = login(app, 'burst@mapleserve.test', PASSWORD, from('198.51.100.7'))
    const statuses = (await Promise.all([...guesses, right])).map((r) => r.status)
    const counts = tally(statuses)
    expect(counts[401] ?? 0).toBeLessThanOrEqual(3)
    expect(counts[429]).toBeGreaterThanOrEqual(38)
    expect(statuses.at(-1)).toBe(429)
  }, 60_000)
})

describe('when 40 guesses from one address against 40 accounts arrive at once', () => {
  it('then at most the 20 free tries of the address are checked and the rest answer 429', async () => {
    const statuses = (
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          login(app, `guess${i}@mapleserve.test`, 'some wrong password', from('198.51.100.8')),
        ),
      )
    ).map((r) => r.status)
    const counts = tally(statuses)
    expect(counts[401] ?? 0).toBeLessThanOrEqual(20)
    expect(counts[429]).toBeGreaterThanOrEqual(20)
  }, 60_000)
})

describe('when someone keeps guessing one wrong password every 15 minutes', () => {
  it('then the owner still signs in from another address, and the operator can unlock the guesser too', async () => {
    await createUser(app, 'owner2@mapleserve.test', 'admin')
    for (let i = 0; i < 14; i += 1) {
      clock += 15 * 60_000
      const res = await login(app, 'owner2@mapleserve.test', 'not the password', from('203.0.113.66'))
      expect([401, 429]).toContain(res.status)
    }
    const attacker = await login(app, 'owner2@mapleserve.test', PASSWORD, from('203.0.113.66'))
    expect(attacker.status).toBe(429)
    expect(((await attacker.json()) as { message: string }).message).toContain('locked')
    expect((await login(app, 'owner2@mapleserve.test', PASSWORD, from('192.0.2.10'))).status).toBe(200)

    await authService(app.db).unlock('Owner2@mapleserve.test')
    expect((await login(app, 'owner2@mapleserve.test', PASSWORD, from('203.0.113.66'))).status).toBe(200)
  }, 60_000)
})
