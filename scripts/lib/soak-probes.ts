// What scripts/soak.ts reads from the server it loads: /metrics, the image's memory settings, stored leads.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { createDb } from '../../server/db/knex'
import { rootDir } from '../../server/lib/paths'

// autocannon ships no type declarations: the part of its API used here.
export interface AutocannonRequest {
  method?: string
  path?: string
  headers?: Record<string, string>
  body?: string
  setupRequest?: (req: AutocannonRequest) => AutocannonRequest
  onResponse?: (status: number, body: string) => void
}
interface AutocannonResult {
  requests: { total: number; average: number }
  latency: { p50: number; p99: number; max: number }
  errors: number
  timeouts: number
  non2xx: number
}
type Autocannon = (opts: Record<string, unknown>) => Promise<AutocannonResult>
export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon

/** The memory settings the image runs with: the Dockerfile's `NODE_OPTIONS="..."` and `MALLOC_ARENA_MAX=` values. */
export function imageSetting(name: string): string {
  const dockerfile = readFileSync(path.join(rootDir, 'Dockerfile'), 'utf8')
  return new RegExp(`^\\s*${name}="?([^"\\\\\\n]*?)"?\\s*(\\\\)?$`, 'm').exec(dockerfile)?.[1]?.trim() ?? ''
}
export async function memory(base: string, metricsToken: string): Promise<{ heap: number; rss: number }> {
  const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text()
  const read = (name: string) => {
    const match = new RegExp(`^${name} (\\d+(?:\\.\\d+)?)`, 'm').exec(text)
    if (!match) throw new Error(`no ${name} in /metrics`)
    return Number(match[1])
  }
  return { heap: read('nodejs_heap_size_used_bytes'), rss: read('process_resident_memory_bytes') }
}

/** How many of the leads answered 201 (their ids) are in the database, among those whose email matches. */
export async function countStoredLeads(databaseUrl: string, ids: number[], emailLike: string): Promise<number> {
  const db = createDb(databaseUrl)
  let stored = 0
  try {
    for (let i = 0; i < ids.length; i += 500) {
      const rows = (await db('leads')
        .whereIn('id', ids.slice(i, i + 500))
        .where('email', 'like', emailLike)
        .select('id')) as unknown[]
      stored += rows.length
    }
  } finally {
    await db.destroy()
  }
  return stored
}
