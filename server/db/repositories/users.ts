import type { Locale } from '../../../content/index.js'
import type { Db } from '../knex.js'

export type Role = 'admin' | 'editor'
/** The admin's language for this account (content/index.ts `Locale`). */
export type UserLocale = Locale

export interface UserRow {
  id: number
  email: string
  password_hash: string
  role: Role
  locale: UserLocale
  disabled: boolean
  created_at: number
  updated_at: number
  password_changed_at: number
  /** Public profile (author pages): all optional; `avatar` is an ImageSet as JSON. */
  public_name: string | null
  bio: string | null
  avatar: string | null
  author_slug: string | null
}

type ProfileColumn = 'public_name' | 'bio' | 'avatar' | 'author_slug'

const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value))

export interface UserListQuery {
  sort: { field: 'id' | 'email' | 'role' | 'disabled' | 'created_at'; order: 'asc' | 'desc' }
  offset: number
  limit: number
  /** `namesOnly`: q matches public names, never sign-in emails (what editors may search). */
  filter: { q?: string; role?: Role; disabled?: boolean; ids?: number[]; namesOnly?: boolean }
}

type RawRow = Record<string, unknown>

/** PostgreSQL returns bigint as text and booleans natively; SQLite returns 0/1. */
function toUser(row: RawRow): UserRow {
  return {
    id: Number(row.id),
    email: String(row.email),
    password_hash: String(row.password_hash),
    role: row.role === 'admin' ? 'admin' : 'editor',
    locale: row.locale === 'fr' ? 'fr' : 'en',
    disabled: Boolean(row.disabled),
    created_at: Number(row.created_at),
    updated_at: Number(row.updated_at),
    password_changed_at: Number(row.password_changed_at),
    public_name: text(row.public_name),
    bio: text(row.bio),
    avatar: text(row.avatar),
    author_slug: text(row.author_slug),
  }
}

export function usersRepository(db: Db) {
  const table = () => db('users')

  function applyFilter(query: ReturnType<typeof table>, filter: UserListQuery['filter']) {
    if (filter.q) {
      const pattern = `%${filter.q.toLowerCase().replace(/[%_\\]/g, '')}%`
      if (filter.namesOnly) query.whereRaw("lower(coalesce(public_name, '')) like ?", [pattern])
      else
        query.where((w) =>
          w.whereRaw('lower(email) like ?', [pattern]).orWhereRaw("lower(coalesce(public_name, '')) like ?", [pattern]),
        )
    }
    if (filter.role) query.where('role', filter.role)
    if (filter.disabled !== undefined) query.where('disabled', filter.disabled)
    if (filter.ids) query.whereIn('id', filter.ids)
    return query
  }

  return {
    async count(): Promise<number> {
      const row = (await table().count({ n: '*' }).first()) as { n: number | string } | undefined
      return Number(row?.n ?? 0)
    },
    async countActiveAdmins(): Promise<number> {
      const row = (await table().where({ role: 'admin', disabled: false }).count({ n: '*' }).first()) as
        { n: number | string } | undefined
      return Number(row?.n ?? 0)
    },
    async findById(id: number): Promise<UserRow | undefined> {
      const row = (await table().where({ id }).first()) as RawRow | undefined
      return row ? toUser(row) : undefined
    },
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const row = (await table().where({ email: email.toLowerCase() }).first()) as RawRow | undefined
      return row ? toUser(row) : undefined
    },
    async list(q: UserListQuery): Promise<{ rows: UserRow[]; total: number }> {
      const totalRow = (await applyFilter(table(), q.filter).count({ n: '*' }).first()) as
        { n: number | string } | undefined
      const rows = (await applyFilter(table(), q.filter)
        .orderBy([
          { column: q.sort.field, order: q.sort.order },
          { column: 'id', order: 'asc' },
        ])
        .offset(q.offset)
        .limit(q.limit)) as RawRow[]
      return { rows: rows.map(toUser), total: Number(totalRow?.n ?? 0) }
    },
    async insert(values: Omit<UserRow, 'id' | 'locale' | ProfileColumn> & { locale?: UserLocale }): Promise<UserRow> {
      const [inserted] = (await table().insert(values).returning('id')) as ({ id: number } | number)[]
      const id = typeof inserted === 'object' ? inserted.id : Number(inserted)
      const row = await this.findById(id)
      if (!row) throw new Error('user vanished after insert')
      return row
    },
    async update(id: number, values: Partial<Omit<UserRow, 'id' | 'created_at'>>): Promise<void> {
      await table().where({ id }).update(values)
    },
    /** Another account already using this author slug (they are unique). */
    async authorSlugTaken(slug: string, exceptId: number): Promise<boolean> {
      return (await table().where({ author_slug: slug }).whereNot({ id: exceptId }).first('id')) !== undefined
    },
    async remove(id: number): Promise<void> {
      await table().where({ id }).delete()
    },
  }
}

export type UsersRepository = ReturnType<typeof usersRepository>
