import type { Db } from '../../db/knex.js'
import * as repo from '../../db/repositories/redirects.js'
import { REDIRECTS_KEY } from '../../lib/cache-policy.js'
import { ConflictError, HttpError, NotFoundError, ValidationError } from '../../lib/errors.js'
import { sentences, type Message } from '../../i18n/index.js'
import { isLocalPath } from '../../lib/local-path.js'
import type { CachePurger } from '../system/cache-purge.js'

/**
 * Redirects managed in the admin and the 404s that suggest them (issue 19, item 9).
 *
 * Every replica keeps the whole redirect table in memory (it is small) and reloads it at most
 * CACHE_TTL_MS after a change made elsewhere; a change made here applies at once. Redirect answers
 * are public under the `redirects` surrogate key, purged on every write.
 */
const CACHE_TTL_MS = 5_000
const MAX_NOT_FOUND_PATHS = 1_000
const MAX_REDIRECTS = 5_000

interface Redirect {
  id: number
  from: string
  to: string
  createdAt: string
  updatedAt: string
}

interface NotFoundPath {
  id: string
  path: string
  hits: number
  firstSeen: string
  lastSeen: string
}

const toRedirect = (row: repo.RedirectRow): Redirect => ({
  id: Number(row.id),
  from: row.from_path,
  to: row.to_url,
  createdAt: new Date(Number(row.created_at)).toISOString(),
  updatedAt: new Date(Number(row.updated_at)).toISOString(),
})

/** Paths of the app itself are never redirected: the admin, the APIs, built assets and uploads. */
const RESERVED = /^\/(admin|api|assets|uploads)(\/|$)|^\/(healthz|readyz|metrics)$/

/** A path as visitors type it: one leading slash, no query or fragment, no trailing slash (except '/'). */
function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? ''
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare
  return trimmed || '/'
}

function checkFrom(value: unknown): string {
  const from = typeof value === 'string' ? value.trim() : ''
  if (!from) throw new ValidationError('redirect.from_required', { errors: { from: 'field.required' } })
  if (!isLocalPath(from) || from.length > 300)
    throw new ValidationError('redirect.from_invalid', { errors: { from: 'redirect.from_invalid_field' } })
  const path = normalizePath(from)
  if (RESERVED.test(path))
    throw new ValidationError('redirect.reserved', { errors: { from: 'redirect.reserved_field' } })
  return path
}

// eslint-disable-next-line no-control-regex
const UNSAFE_IN_URL = /[\s\\\u0000-\u001f\u007f]/

function checkTo(value: unknown): string {
  const to = typeof value === 'string' ? value.trim() : ''
  if (!to) throw new ValidationError('redirect.to_required', { errors: { to: 'field.required' } })
  const local = to.startsWith('/')
  if ((local ? !isLocalPath(to) : !/^https?:\/\/[^\s/\\]+/i.test(to)) || UNSAFE_IN_URL.test(to) || to.length > 500)
    throw new ValidationError('redirect.to_invalid', { errors: { to: 'redirect.to_invalid_field' } })
  return to
}

/** Bots, crawlers and scripts: their 404s are not counted (they probe paths no visitor asks for). */
const BOT_AGENT =
  /bot|crawl|spider|slurp|fetch|scan|curl|wget|python|java\/|go-http|httpclient|headless|lighthouse|monitor|preview/i
/** Probes for other software: never a page of this site. */
const PROBE_PATH =
  /\.(php|aspx?|jsp|cgi|env|git|sql|bak|ini|xml|txt|json|js|css|map|ico|png|jpe?g|gif|svg|webp)$|\/wp-|\/\./i

function isCountable404(path: string, userAgent: string | undefined): boolean {
  if (!userAgent || BOT_AGENT.test(userAgent)) return false
  if (path.length > 300 || RESERVED.test(path) || PROBE_PATH.test(path)) return false
  return true
}

function createRedirectsService(db: Db, options: { purger?: CachePurger; now?: () => number } = {}) {
  const now = () => options.now?.() ?? Date.now()
  let cache: { at: number; byFrom: Map<string, string> } | null = null
  let recorded = 0

  async function table(): Promise<Map<string, string>> {
    if (cache && now() - cache.at < CACHE_TTL_MS) return cache.byFrom
    const rows = await repo.listAll(db)
    cache = { at: now(), byFrom: new Map(rows.map((r) => [r.from_path, r.to_url])) }
    return cache.byFrom
  }

  async function changed(): Promise<void> {
    cache = null
    await options.purger?.purge([REDIRECTS_KEY], { id: 0 })
  }

  /** Refuses a redirect that would lead back to where it started (directly or through others). */
  async function checkLoop(from: string, to: string, exceptId?: number): Promise<void> {
    const rows = await repo.listAll(db)
    const byFrom = new Map(rows.filter((r) => Number(r.id) !== exceptId).map((r) => [r.from_path, r.to_url]))
    byFrom.set(from, to)
    const chain = [from]
    let next: string | undefined = to
    while (next !== undefined && next.startsWith('/')) {
      const path = normalizePath(next)
      chain.push(path)
      if (path === from)
        throw new ValidationError('redirect.loop', {
          params: { chain: chain.join(' → ') },
          errors: { to: 'redirect.loop_field' },
        })
      if (chain.length > 20) break
      next = byFrom.get(path)
    }
  }

  async function getById(id: number): Promise<Redirect> {
    const row = await repo.findById(db, id)
    if (!row) throw new NotFoundError('redirect.not_found')
    return toRedirect(row)
  }

  async function create(input: { from?: unknown; to?: unknown }): Promise<Redirect> {
    const from = checkFrom(input.from)
    const to = checkTo(input.to)
    if (await repo.findByFrom(db, from))
      throw new ConflictError('redirect.taken', { params: { from }, errors: { from: 'redirect.taken_field' } })
    await checkLoop(from, to)
    const at = now()
    const id = await repo.insert(db, { from_path: from, to_url: to, created_at: at, updated_at: at })
    await repo.forgetNotFound(db, from)
    await changed()
    return getById(id)
  }

  return {
    /** Where `path` is redirected to, or null (the request goes on to the routes). */
    async resolve(path: string): Promise<string | null> {
      return (await table()).get(normalizePath(path)) ?? null
    },

    /** Counts a 404 of a visitor (not a bot), keeping the table bounded. Never throws. */
    async record404(path: string, userAgent: string | undefined): Promise<void> {
      const bare = normalizePath(path)
      if (!isCountable404(bare, userAgent)) return
      try {
        await repo.countNotFound(db, bare, now())
        if (++recorded % 100 === 1) await repo.pruneNotFound(db, MAX_NOT_FOUND_PATHS)
      } catch {
        // Counting is best effort: a busy database must not turn a 404 into a 500.
      }
    },

    async list(q: { search?: string; ids?: number[]; offset: number; limit: number }) {
      const { rows, total } = await repo.list(db, q)
      return { items: rows.map(toRedirect), total }
    },

    async topNotFound(q: { search?: string; offset: number; limit: number }) {
      const { rows, total } = await repo.topNotFound(db, q)
      const items: NotFoundPath[] = rows.map((r) => ({
        id: r.path,
        path: r.path,
        hits: Number(r.hits),
        firstSeen: new Date(Number(r.first_seen)).toISOString(),
        lastSeen: new Date(Number(r.last_seen)).toISOString(),
      }))
      return { items, total }
    },

    async dismissNotFound(path: string): Promise<void> {
      await repo.forgetNotFound(db, path)
    },

    getById,
    create,

    async update(id: number, input: { from?: unknown; to?: unknown }): Promise<Redirect> {
      const current = await getById(id)
      const from = input.from === undefined ? current.from : checkFrom(input.from)
      const to = input.to === undefined ? current.to : checkTo(input.to)
      const other = await repo.findByFrom(db, from)
      if (other && Number(other.id) !== id)
        throw new ConflictError('redirect.taken_other', { params: { from }, errors: { from: 'redirect.taken_field' } })
      await checkLoop(from, to, id)
      await repo.update(db, id, { from_path: from, to_url: to, updated_at: now() })
      await changed()
      return getById(id)
    },

    async delete(id: number): Promise<Redirect> {
      const current = await getById(id)
      await repo.remove(db, id)
      await changed()
      return current
    },

    /**
     * CSV with two columns, from and to (an optional header line "from,to"). Every line is checked
     * first; any bad line refuses the whole file with its line number, so nothing is half imported.
     * A path already redirected gets its new destination.
     */
    async importCsv(csv: string): Promise<{ created: number; updated: number }> {
      const lines = csv.split(/\r?\n/).map((l) => l.trim())
      const entries: { from: string; to: string; line: number }[] = []
      const errors: Message[] = []
      lines.forEach((text, index) => {
        if (!text || (index === 0 && /^"?from"?\s*,\s*"?to"?$/i.test(text))) return
        const cells = text.split(',').map((c) => c.trim().replace(/^"(.*)"$/, '$1'))
        try {
          if (cells.length !== 2) throw new ValidationError('redirect.csv_columns')
          entries.push({ from: checkFrom(cells[0]), to: checkTo(cells[1]), line: index + 1 })
        } catch (error) {
          if (!(error instanceof HttpError) || !error.code) throw error
          const problem = { code: error.code, ...(error.params ? { params: error.params } : {}) }
          errors.push({ code: 'text.line', params: { line: index + 1, problem } })
        }
      })
      if (!entries.length && !errors.length) errors.push({ code: 'redirect.csv_empty' })
      if (entries.length > MAX_REDIRECTS) errors.push({ code: 'redirect.csv_too_many', params: { max: MAX_REDIRECTS } })
      if (errors.length)
        throw new ValidationError('redirect.import_failed', {
          params: { problems: sentences(errors.slice(0, 5)) },
          errors: { csv: errors[0]! },
        })
      const existing = new Map((await repo.listAll(db)).map((r) => [r.from_path, r]))
      const byFrom = new Map([...existing.values()].map((r) => [r.from_path, r.to_url]))
      for (const e of entries) byFrom.set(e.from, e.to)
      for (const e of entries) {
        let next: string | undefined = e.to
        const chain = [e.from]
        while (next?.startsWith('/') && chain.length <= 20) {
          const path = normalizePath(next)
          chain.push(path)
          if (path === e.from)
            throw new ValidationError('redirect.import_failed', {
              params: {
                problems: { code: 'redirect.csv_loop', params: { line: e.line, chain: chain.join(' → ') } },
              },
              errors: { csv: { code: 'redirect.csv_line_loop', params: { line: e.line } } },
            })
          next = byFrom.get(path)
        }
      }
      let created = 0
      let updated = 0
      await db.transaction(async (trx) => {
        for (const e of entries) {
          const at = now()
          const row = existing.get(e.from)
          if (row) {
            await repo.update(trx, Number(row.id), { to_url: e.to, updated_at: at })
            updated++
          } else {
            await repo.insert(trx, { from_path: e.from, to_url: e.to, created_at: at, updated_at: at })
            existing.set(e.from, { id: 0, from_path: e.from, to_url: e.to, created_at: at, updated_at: at })
            created++
          }
          await repo.forgetNotFound(trx, e.from)
        }
      })
      await changed()
      return { created, updated }
    },
  }
}

export type RedirectsService = ReturnType<typeof createRedirectsService>

const shared = new WeakMap<Db, RedirectsService>()

/**
 * One redirects service per database in a process, so a write from the admin API clears the cache
 * the public middleware reads at once (other replicas follow within CACHE_TTL_MS).
 */
export function sharedRedirectsService(db: Db, purger?: CachePurger): RedirectsService {
  let service = shared.get(db)
  if (!service) {
    service = createRedirectsService(db, { purger })
    shared.set(db, service)
  }
  return service
}
