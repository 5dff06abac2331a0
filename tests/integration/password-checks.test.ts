import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../helpers/app'
import { createUser, PASSWORD, signIn, startAdminTestApp, type AdminClient } from '../helpers/admin'

let clock = Date.now() + 60_000
let app: TestApp
beforeAll(async () => {
  app = await startAdminTestApp({}, { clock: () => new Date(clock) })
})
afterAll(async () => {
  await app?.close()
})

const epoch = () => Math.floor(clock / 1000)

async function enable2fa(client: AdminClient): Promise<{ secret: string; recoveryCodes: string[] }> {
  const { secret } = (await (await client.request('/api/auth/2fa/setup', { method: 'POST' })).json()) as {
    secret: string
  }
  const res = await client.request('/api/auth/2fa/enable', {
    method: 'POST',
    json: { code: await generate({ secret, epoch: epoch() }) },
  })
  expect(res.status).toBe(200)
  const { recoveryCodes } = (await res.json()) as { recoveryCodes: string[] }
  return { secret, recoveryCodes }
}

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1
  return counts
}

describe('when a stolen session guesses the current password on POST /api/auth/password', () => {
  it('then 25 wrong guesses get at most 10 checks, the rest 429 with Retry-After, and the right one is refused while locked', async () => {
    await createUser(app, 'change@mapleserve.test', 'editor')
    const thief = await signIn(app, 'change@mapleserve.test')
    const statuses: number[] = []
    let last: Response | undefined
    for (let i = 0; i < 25; i += 1) {
      clock += 50_000
      last = await thief.request('/api/auth/password', {
        method: 'POST',
        json: { currentPassword: `guess number ${i}`, newPassword: 'a brand new quokka passphrase' },
      })
      statuses.push(last.status)
    }
    const counts = tally(statuses)
    expect(counts[400]).toBe(10)
    expect(counts[429]).toBe(15)
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(60)
    expect(((await last!.json()) as { message: string }).message).toContain('locked')
    const right = await thief.request('/api/auth/password', {
      method: 'POST',
      json: { currentPassword: PASSWORD, newPassword: 'a brand new quokka passphrase' },
    })
    expect(right.status).toBe(429)
  })

  it('then a weak new password is not counted as a wrong current password', async () => {
    await createUser(app, 'weak@mapleserve.test', 'editor')
    const client = await signIn(app, 'weak@mapleserve.test')
    for (let i = 0; i < 12; i += 1) {
      const res = await client.request('/api/auth/password', {
        method: 'POST',
        json: { currentPassword: PASSWORD, newPassword: 'short' },
      })
      expect(res.status).toBe(400)
    }
    const ok = await client.request('/api/auth/password', {
      method: 'POST',
      json: { currentPassword: PASSWORD, newPassword: 'a brand new quokka passphrase' },
    })
    expect(ok.status).toBe(200)
  })
})

describe('when a signed-in user turns two-factor sign-in off', () => {
  it('then the password alone is not enough: a current code or an unused recovery code is needed too', async () => {
    await createUser(app, 'off2@mapleserve.test', 'editor')
    const client = await signIn(app, 'off2@mapleserve.test')
    const { secret, recoveryCodes } = await enable2fa(client)

    const passwordOnly = await client.request('/api/auth/2fa/disable', { method: 'POST', json: { password: PASSWORD } })
    expect(passwordOnly.status).toBe(400)
    expect(((await passwordOnly.json()) as { errors: Record<string, string> }).errors.code).toBeDefined()
    const wrongCode = await client.request('/api/auth/2fa/disable', {
      method: 'POST',
      json: { password: PASSWORD, code: '000000' },
    })
    expect(wrongCode.status).toBe(400)
    expect(((await (await client.request('/api/auth/2fa')).json()) as { enabled: boolean }).enabled).toBe(true)

    clock += 30_000
    const withCode = await client.request('/api/auth/2fa/disable', {
      method: 'POST',
      json: { password: PASSWORD, code: await generate({ secret, epoch: epoch() }) },
    })
    expect(withCode.status).toBe(200)
    expect(((await withCode.json()) as { enabled: boolean }).enabled).toBe(false)

    const again = await enable2fa(client)
    expect(again.recoveryCodes).not.toContain(recoveryCodes[0])
    const withRecovery = await client.request('/api/auth/2fa/disable', {
      method: 'POST',
      json: { password: PASSWORD, recoveryCode: again.recoveryCodes[0] },
    })
    expect(withRecovery.status).toBe(200)
  })

  it('then wrong passwords there are throttled too: 429 with Retry-After', async () => {
    await createUser(app, 'off3@mapleserve.test', 'editor')
    const client = await signIn(app, 'off3@mapleserve.test')
    await enable2fa(client)
    const statuses: number[] = []
    let last: Response | undefined
    for (let i = 0; i < 25; i += 1) {
      clock += 50_000
      last = await client.request('/api/auth/2fa/disable', {
        method: 'POST',
        json: { password: `guess ${i}`, code: '123456' },
      })
      statuses.push(last.status)
    }
    expect(tally(statuses)[400]).toBe(10)
    expect(last!.status).toBe(429)
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
