import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDb, migrateLatest, type Db } from '../../db/knex'
import { hashPassword, TEST_PASSWORD_HASH_COST, verifyPassword } from './password'
import { usersService as productionUsersService } from './users'

/** New accounts hashed at the test cost, passed in: the production cost is checked once below. */
const usersService = (db: Db) => productionUsersService(db, Date.now, { hashCost: TEST_PASSWORD_HASH_COST })

let db: Db
beforeAll(async () => {
  db = createDb('sqlite::memory:')
  await migrateLatest(db)
})
afterAll(async () => {
  await db?.destroy()
})

describe('when passwords are hashed', () => {
  // Four scrypt runs at the production cost: ~0.4 s on an idle core, several seconds at a load of 45.
  it(
    'then the hash is salted scrypt with its parameters and verifies only the right password',
    { timeout: 30_000 },
    async () => {
      const a = await hashPassword('correct horse battery')
      const b = await hashPassword('correct horse battery')
      expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w+/=]+\$[\w+/=]+$/)
      expect(a).not.toBe(b)
      expect(await verifyPassword('correct horse battery', a)).toBe(true)
      expect(await verifyPassword('correct horse batterY', a)).toBe(false)
    },
  )

  it('then a users service given a cost hashes new passwords at that cost', async () => {
    const own = createDb('sqlite::memory:')
    await migrateLatest(own)
    try {
      const user = await usersService(own).create({
        email: 'cheap@mapleserve.test',
        password: 'a long first password',
        role: 'editor',
      })
      expect(user.password_hash).toMatch(/^scrypt\$1024\$8\$1\$/)
      expect(await verifyPassword('a long first password', user.password_hash)).toBe(true)
    } finally {
      await own.destroy()
    }
  })
})

describe('when the server starts with ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('then the first admin is created once, and never while any account exists', async () => {
    const users = usersService(db)
    const first = await users.ensureFirstAdmin('Boss@MapleServe.test', 'a long first password')
    expect(first).toMatchObject({ email: 'boss@mapleserve.test', role: 'admin', disabled: false })
    expect(await users.ensureFirstAdmin('other@mapleserve.test', 'a long first password')).toBeNull()
    expect(await users.count()).toBe(1)
  })

  it('then a short password is refused', async () => {
    await expect(
      usersService(db).create({ email: 'x@mapleserve.test', password: 'short', role: 'editor' }),
    ).rejects.toMatchObject({
      status: 400,
      errors: { password: 'Password must be at least 12 characters' },
    })
  })
})

describe('when a password is set anywhere', () => {
  const weak = [
    ['aaaaaaaaaaaa', /too easy to guess: Repeated characters/],
    ['password1234', /too easy to guess: This is similar to a commonly used password/],
    ['weak@mapleserve.test', /too easy to guess/],
  ] as const

  it('then a new account with an easy password is refused with the reason', async () => {
    for (const [password, reason] of weak) {
      const attempt = usersService(db).create({ email: 'weak@mapleserve.test', password, role: 'editor' })
      await expect(attempt).rejects.toMatchObject({ status: 400, errors: { password: expect.stringMatching(reason) } })
    }
  })

  it('then a reset by an administrator, an own change and the first admin refuse it too', async () => {
    const users = usersService(db)
    const user = await users.create({
      email: 'strong@mapleserve.test',
      password: 'a long first password',
      role: 'editor',
    })
    await expect(users.update(user.id, { password: 'aaaaaaaaaaaa' })).rejects.toMatchObject({
      errors: { password: expect.stringMatching(/too easy to guess/) },
    })
    await expect(
      users.changeOwnPassword(user.id, 'a long first password', 'strong@mapleserve.test', 'sid'),
    ).rejects.toMatchObject({ errors: { newPassword: expect.stringMatching(/^New password is too easy to guess/) } })
    const empty = createDb('sqlite::memory:')
    await migrateLatest(empty)
    try {
      await expect(usersService(empty).ensureFirstAdmin('boss@mapleserve.test', 'password1234')).rejects.toThrow(
        /^ADMIN_EMAIL\/ADMIN_PASSWORD refused: Password is too easy to guess/,
      )
    } finally {
      await empty.destroy()
    }
  })
})
