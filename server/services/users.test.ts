import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDb, migrateLatest, type Db } from '../db/knex'
import { hashPassword, verifyPassword } from './users-password'
import { usersService } from './users'

let db: Db
beforeAll(async () => {
  db = createDb('sqlite::memory:')
  await migrateLatest(db)
})
afterAll(async () => {
  await db?.destroy()
})

describe('when passwords are hashed', () => {
  it('then the hash is salted scrypt with its parameters and verifies only the right password', async () => {
    const a = await hashPassword('correct horse battery')
    const b = await hashPassword('correct horse battery')
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w+/=]+\$[\w+/=]+$/)
    expect(a).not.toBe(b)
    expect(await verifyPassword('correct horse battery', a)).toBe(true)
    expect(await verifyPassword('correct horse batterY', a)).toBe(false)
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
