import type { Db } from '../../db/knex.js'
import {
  usersRepository,
  type Role,
  type UserListQuery,
  type UserLocale,
  type UserRow,
} from '../../db/repositories/users.js'
import { sessionsRepository } from '../../db/repositories/sessions.js'
import { ConflictError, NotFoundError, ValidationError, type FieldError } from '../../lib/errors.js'
import type { Message } from '../../i18n/index.js'
import type { Attempt } from './attempt-limiter.js'
import { hashPassword, newPasswordProblem, verifyPassword } from './password.js'
import {
  hasProfileInput,
  profileChanges,
  profileOf,
  type ProfileInput,
  type PublicProfile,
} from '../authors/profile.js'

export type { Role, UserLocale, UserRow }

/** What the API and the admin see of an account (never the hash), with its public (author) profile. */
export interface PublicUser extends PublicProfile {
  id: number
  email: string
  role: Role
  locale: UserLocale
  disabled: boolean
  createdAt: string
  updatedAt: string
}

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    locale: row.locale,
    disabled: row.disabled,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    ...profileOf(row),
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function normalizeEmail(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : ''
}

function isRole(value: unknown): value is Role {
  return value === 'admin' || value === 'editor'
}

/** The admin's languages: English (the default) and Canadian French. */
const USER_LOCALES = ['en', 'fr'] as const satisfies readonly UserLocale[]

function isUserLocale(value: unknown): value is UserLocale {
  return typeof value === 'string' && (USER_LOCALES as readonly string[]).includes(value)
}

export interface NewUserInput {
  email?: unknown
  password?: unknown
  role?: unknown
}

export interface UserPatch extends ProfileInput {
  role?: unknown
  disabled?: unknown
  password?: unknown
}

export interface UsersServiceOptions {
  /** scrypt N for new password hashes (tests pass TEST_PASSWORD_HASH_COST); production's by default. */
  hashCost?: number
}

/** The same problem said of the "New password" field ('password.too_short' -> 'password.new_too_short'). */
const NEW_PASSWORD = {
  'password.required': 'password.new_required',
  'password.too_short': 'password.new_too_short',
  'password.too_long': 'password.new_too_long',
  'password.weak': 'password.new_weak',
  'password.weak_because': 'password.new_weak_because',
} as const

function asNewPassword(problem: Message): Message {
  const code = Object.hasOwn(NEW_PASSWORD, problem.code)
    ? NEW_PASSWORD[problem.code as keyof typeof NEW_PASSWORD]
    : null
  return code ? { ...problem, code } : problem
}

export function usersService(db: Db, now: () => number = Date.now, { hashCost }: UsersServiceOptions = {}) {
  const repo = usersRepository(db)
  const hash = (password: string) => hashPassword(password, hashCost)
  const sessions = sessionsRepository(db)

  async function guardLastAdmin(user: UserRow, nextRole: Role, nextDisabled: boolean): Promise<void> {
    const staysActiveAdmin = nextRole === 'admin' && !nextDisabled
    if (user.role !== 'admin' || user.disabled || staysActiveAdmin) return
    if ((await repo.countActiveAdmins()) <= 1) {
      const field = nextDisabled ? 'disabled' : 'role'
      throw new ConflictError('user.last_admin', { errors: { [field]: 'user.last_admin_field' } })
    }
  }

  return {
    repo,
    count: () => repo.count(),
    list: (query: UserListQuery) => repo.list(query),
    findById: (id: number) => repo.findById(id),
    findByEmail: (email: string) => repo.findByEmail(normalizeEmail(email)),

    async get(id: number): Promise<UserRow> {
      const user = await repo.findById(id)
      if (!user) throw new NotFoundError('user.not_found')
      return user
    },

    async create(input: NewUserInput): Promise<UserRow> {
      const email = normalizeEmail(input.email)
      const errors: Record<string, FieldError> = {}
      if (!email) errors.email = 'user.email_required'
      else if (!EMAIL.test(email) || email.length > 254) errors.email = 'user.email_invalid'
      const passwordError = await newPasswordProblem(input.password, [email])
      if (passwordError) errors.password = passwordError
      const role = input.role === undefined ? 'editor' : input.role
      if (!isRole(role)) errors.role = 'user.role_invalid'
      if (Object.keys(errors).length) throw new ValidationError('validation.invalid', { errors })
      if (await repo.findByEmail(email)) {
        throw new ConflictError('user.email_taken', { errors: { email: 'user.email_taken_field' } })
      }
      const t = now()
      return repo.insert({
        email,
        password_hash: await hash(input.password as string),
        role: role as Role,
        disabled: false,
        created_at: t,
        updated_at: t,
        password_changed_at: t,
      })
    },

    /** Role, disabled flag or a password reset by an administrator. */
    async update(id: number, patch: UserPatch): Promise<UserRow> {
      const user = await repo.findById(id)
      if (!user) throw new NotFoundError('user.not_found')
      const errors: Record<string, FieldError> = {}
      if (patch.role !== undefined && !isRole(patch.role)) errors.role = 'user.role_invalid'
      if (patch.disabled !== undefined && typeof patch.disabled !== 'boolean') errors.disabled = 'user.disabled_invalid'
      const resetPassword = patch.password !== undefined && patch.password !== null && patch.password !== ''
      const passwordError = resetPassword ? await newPasswordProblem(patch.password, [user.email]) : null
      if (passwordError) errors.password = passwordError
      if (Object.keys(errors).length) throw new ValidationError('validation.invalid', { errors })
      const profile = hasProfileInput(patch) ? await profileChanges(repo, user, patch) : {}
      const role = (patch.role as Role | undefined) ?? user.role
      const disabled = (patch.disabled as boolean | undefined) ?? user.disabled
      await guardLastAdmin(user, role, disabled)
      const t = now()
      const values: Partial<UserRow> = { ...profile, role, disabled, updated_at: t }
      if (resetPassword) {
        values.password_hash = await hash(patch.password as string)
        values.password_changed_at = t
      }
      await repo.update(id, values)
      if (disabled || resetPassword) await sessions.removeForUser(id)
      return this.get(id)
    },

    async remove(id: number): Promise<UserRow> {
      const user = await this.get(id)
      await guardLastAdmin(user, 'editor', true)
      await sessions.removeForUser(id)
      await repo.remove(id)
      return user
    },

    /** Own password change: the current password is required; other sessions end. */
    /** `countCheck` throttles the current-password check (the route passes the account's password-check limiter). */
    async changeOwnPassword(
      id: number,
      current: unknown,
      next: unknown,
      keepSid: string,
      countCheck?: () => Promise<Attempt>,
      /** Marks the kept session signed in as of the change, before the new password is written. */
      keepSession?: (changedAt: number) => Promise<void>,
    ): Promise<void> {
      const user = await this.get(id)
      const errors: Record<string, FieldError> = {}
      if (typeof current !== 'string' || !current) errors.currentPassword = 'password.current_required'
      const nextError = await newPasswordProblem(next, [user.email])
      if (nextError) errors.newPassword = asNewPassword(nextError)
      if (Object.keys(errors).length) throw new ValidationError('validation.invalid', { errors })
      const attempt = await countCheck?.()
      if (!(await verifyPassword(current as string, user.password_hash))) {
        throw new ValidationError('password.current_wrong', {
          errors: { currentPassword: 'password.current_wrong_field' },
        })
      }
      await attempt?.succeeded()
      const passwordHash = await hash(next as string)
      const t = now()
      await keepSession?.(t)
      await repo.update(id, {
        password_hash: passwordHash,
        password_changed_at: t,
        updated_at: t,
      })
      await sessions.removeForUser(id, keepSid)
    },

    /** The signed-in user's own admin language: 'en' or 'fr', nothing else. */
    async setOwnLocale(id: number, locale: unknown): Promise<UserRow> {
      await this.get(id)
      if (!isUserLocale(locale)) {
        throw new ValidationError('user.locale_invalid', { errors: { locale: 'user.locale_field' } })
      }
      await repo.update(id, { locale, updated_at: now() })
      return this.get(id)
    },

    /** The signed-in user's own public profile (Settings › Public profile). */
    async updateOwnProfile(id: number, input: ProfileInput): Promise<UserRow> {
      const user = await this.get(id)
      await repo.update(id, { ...(await profileChanges(repo, user, input)), updated_at: now() })
      return this.get(id)
    },

    /** ADMIN_EMAIL / ADMIN_PASSWORD on first start: only when no account exists yet. */
    async ensureFirstAdmin(email: string | undefined, password: string | undefined): Promise<UserRow | null> {
      if (!email || !password) return null
      if ((await repo.count()) > 0) return null
      try {
        return await this.create({ email, password, role: 'admin' })
      } catch (error) {
        const problem = error instanceof ValidationError ? Object.values(error.errors ?? {}).join('; ') : ''
        if (problem) throw new Error(`ADMIN_EMAIL/ADMIN_PASSWORD refused: ${problem}`, { cause: error })
        throw error
      }
    },
  }
}

export type UsersService = ReturnType<typeof usersService>
