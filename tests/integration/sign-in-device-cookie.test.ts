import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../helpers/app'
import { createUser, login, PASSWORD, startAdminTestApp } from '../helpers/admin'

// Behind a proxy, so each client signs in from an address of its own; the clock is the app's.
let clock = Date.now() + 60_000
let app: TestApp
beforeAll(async () => {
  app = await startAdminTestApp({ TRUST_PROXY: '1' }, { clock: () => new Date(clock) })
})
afterAll(async () => {
  await app?.close()
})

const ATTACKERS = ['198.51.100.21', '198.51.100.22', '198.51.100.23']

function deviceCookie(res: Response): string | undefined {
  const header = res.headers.getSetCookie().find((c) => /^(__Secure-)?device=/.test(c))
  return header?.split(';')[0]
}

function signInFrom(email: string, ip: string, password = PASSWORD, cookie?: string): Promise<Response> {
  return login(app, email, password, { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) })
}

/** One second of the attack: each address sends a wrong password. Returns how many were checked (401). */
async function attackSecond(email: string, addresses = ATTACKERS): Promise<number> {
  clock += 1000
  let checked = 0
  for (const ip of addresses) {
    const res = await signInFrom(email, ip, 'a wrong guess again')
    expect([401, 429]).toContain(res.status)
    if (res.status === 401) checked += 1
  }
  return checked
}

/** The attack for `seconds`: each address guesses every second. Returns how many guesses were checked. */
async function attackFor(email: string, seconds: number): Promise<number> {
  let guessed = 0
  for (let s = 0; s < seconds; s += 1) guessed += await attackSecond(email)
  return guessed
}

/** Today's account-wide limit: 20 free tries, then waits of 1, 2, 4 ... 32 s, then one try a minute. */
function accountWideLimit(seconds: number): number {
  let tries = 20
  let t = 0
  for (const wait of [1, 2, 4, 8, 16, 32]) {
    t += wait
    if (t > seconds) return tries
    tries += 1
  }
  return tries + 1 + Math.floor((seconds - t) / 60)
}

describe('when three addresses hammer an account whose owner signed in before from this browser', () => {
  it('then the owner signs in on the first try with the device cookie, and a forged one does not help', async () => {
    await createUser(app, 'device-owner@mapleserve.test', 'admin')
    const first = await signInFrom('device-owner@mapleserve.test', '192.0.2.40')
    expect(first.status).toBe(200)
    const device = deviceCookie(first)
    expect(device).toMatch(/^device=/)
    expect(first.headers.getSetCookie().find((c) => c.startsWith('device='))).toMatch(/HttpOnly/i)

    await attackFor('device-owner@mapleserve.test', 90)
    const untrusted = await signInFrom('device-owner@mapleserve.test', '192.0.2.41')
    expect(untrusted.status).toBe(429)

    const forged = device!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))
    expect((await signInFrom('device-owner@mapleserve.test', '192.0.2.40', PASSWORD, forged)).status).toBe(429)
    const trusted = await signInFrom('device-owner@mapleserve.test', '192.0.2.40', PASSWORD, device)
    expect(trusted.status).toBe(200)
    expect(deviceCookie(trusted)).toMatch(/^device=/)
  }, 300_000)

  it('then a device cookie of another account counts for nothing, and a device is locked after 10 failures on its own', async () => {
    await createUser(app, 'device-a@mapleserve.test', 'editor')
    await createUser(app, 'device-b@mapleserve.test', 'editor')
    const deviceA = deviceCookie(await signInFrom('device-a@mapleserve.test', '192.0.2.50'))!
    const deviceB = deviceCookie(await signInFrom('device-b@mapleserve.test', '192.0.2.51'))!
    await attackFor('device-b@mapleserve.test', 90)
    expect((await signInFrom('device-b@mapleserve.test', '192.0.2.50', PASSWORD, deviceA)).status).toBe(429)

    // A thief holding B's device cookie: 10 wrong passwords, then that device is locked (B's own other
    // browsers are not: they have cookies of their own).
    const statuses: number[] = []
    for (let i = 0; i < 12; i += 1) {
      clock += 120_000
      statuses.push(
        (await signInFrom('device-b@mapleserve.test', '203.0.113.9', 'stolen cookie guess', deviceB)).status,
      )
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(10)
    const locked = await signInFrom('device-b@mapleserve.test', '203.0.113.9', PASSWORD, deviceB)
    expect(locked.status).toBe(429)
    expect(((await locked.json()) as { message: string }).message).toContain('locked')
  }, 300_000)
})

describe('when three addresses hammer an account and its owner comes from a new browser', () => {
  it('then the owner gets in within 4 minutes trying every 8 s, and the guessers get no more tries than the account-wide limit', async () => {
    await createUser(app, 'new-browser@mapleserve.test', 'admin')
    let guessed = await attackFor('new-browser@mapleserve.test', 90)
    let waited = 0
    let status = 0
    while (waited <= 30 * 60) {
      if (waited % 8 === 0) {
        status = (await signInFrom('new-browser@mapleserve.test', '192.0.2.60')).status
        if (status === 200) break
        expect(status).toBe(429)
      }
      guessed += await attackSecond('new-browser@mapleserve.test')
      waited += 1
    }
    console.log(`new browser signed in after ${waited} s of attack (3 addresses, 1 guess/s each)`)
    expect(status).toBe(200)
    expect(waited).toBeLessThanOrEqual(4 * 60)
    expect(guessed).toBeLessThanOrEqual(accountWideLimit(90 + waited))

    // The owner's success gives the guessers no fresh tries: a new address is still refused at once.
    const fresh = await signInFrom('new-browser@mapleserve.test', '198.51.100.99', 'a wrong guess again')
    expect(fresh.status).toBe(429)
  }, 300_000)
})

describe('when ten addresses guess an account, each coming back the moment its Retry-After ends', () => {
  it('then a new browser trying every 8 s gets its turn within 90 s per address ahead of it in line', async () => {
    const email = 'in-line@mapleserve.test'
    await createUser(app, email, 'admin')
    const start = clock
    const attackers = Array.from({ length: 10 }, (_, i) => ({ ip: `198.51.100.${60 + i}`, at: start }))
    const arrival = start + 5 * 60_000
    let ownerAt = arrival
    let guessed = 0
    let status = 0
    // Whoever is due at the same moment, the guessers ask first: the owner's worst case.
    while (clock < arrival + 30 * 60_000) {
      clock = Math.min(ownerAt, ...attackers.map((a) => a.at))
      for (const attacker of attackers.filter((a) => a.at === clock)) {
        const res = await signInFrom(email, attacker.ip, 'a wrong guess again')
        expect([401, 429]).toContain(res.status)
        if (res.status === 401) guessed += 1
        attacker.at = clock + (res.status === 401 ? 1 : Number(res.headers.get('retry-after'))) * 1000
      }
      if (ownerAt === clock) {
        status = (await signInFrom(email, '192.0.2.80')).status
        if (status === 200) break
        expect(status).toBe(429)
        ownerAt += 8000
      }
    }
    const waited = (clock - arrival) / 1000
    console.log(`new browser signed in after ${waited} s (10 addresses honouring Retry-After)`)
    expect(status).toBe(200)
    expect(waited).toBeLessThanOrEqual(10 * 90)
    expect(guessed).toBeLessThanOrEqual(accountWideLimit((clock - start) / 1000))
  }, 300_000)
})
