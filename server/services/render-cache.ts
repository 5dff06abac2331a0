import { randomBytes } from 'node:crypto'

/**
 * Rendered HTML of public blog pages, keyed by URL. Pages are rendered for the cache with a
 * placeholder nonce (random per process, so no content can predict it); each response gets the
 * request's own CSP nonce substituted in. Entries are dropped on every post write (post-events),
 * after `ttlMs` (a bound on staleness when another replica writes), and least-recently-used first
 * beyond `maxEntries` (search URLs are unbounded).
 */
export interface CachedPage {
  statusCode: number
  headers: [string, string][]
  /** The HTML as UTF-8 bytes, split at the placeholder nonce: join with the request's nonce. */
  parts: Buffer[]
  storedAt: number
}

export interface RenderCacheOptions {
  maxEntries?: number
  ttlMs?: number
  now?: () => number
}

export type RenderCache = ReturnType<typeof createRenderCache>

export function createRenderCache(options: RenderCacheOptions = {}) {
  const maxEntries = options.maxEntries ?? 500
  const ttlMs = options.ttlMs ?? 5 * 60_000
  const now = options.now ?? Date.now
  const placeholderNonce = randomBytes(16).toString('base64url')
  const entries = new Map<string, CachedPage>()

  return {
    placeholderNonce,

    get(key: string): CachedPage | undefined {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (now() - entry.storedAt > ttlMs) {
        entries.delete(key)
        return undefined
      }
      // Re-insert: Map order doubles as recency for the LRU bound.
      entries.delete(key)
      entries.set(key, entry)
      return entry
    },

    set(key: string, page: { statusCode: number; headers: [string, string][]; body: string }): void {
      entries.delete(key)
      entries.set(key, {
        statusCode: page.statusCode,
        headers: page.headers,
        parts: page.body.split(placeholderNonce).map((part) => Buffer.from(part)),
        storedAt: now(),
      })
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest === undefined) break
        entries.delete(oldest)
      }
    },

    /** The HTML bytes of a cached page for a request with this nonce. */
    body(page: CachedPage, nonce: string): Buffer {
      const nonceBytes = Buffer.from(nonce)
      const chunks: Buffer[] = []
      page.parts.forEach((part, i) => {
        if (i > 0) chunks.push(nonceBytes)
        chunks.push(part)
      })
      return Buffer.concat(chunks)
    },

    clear(): void {
      entries.clear()
    },

    get size(): number {
      return entries.size
    },
  }
}

const listParams = new Set(['q', 'category', 'sort', 'page'])

/**
 * The cache key of a request for a public blog page, or null when it must be rendered for this
 * request only: not a GET, a signed-in user, any cookie (sessions are never mixed into shared HTML),
 * or a URL outside the canonical forms (/blog with its own parameters, /blog/{slug} without any,
 * and the same under /fr), so made-up query strings cannot flood the cache. The key is the URL as
 * requested, locale prefix included: English and French pages never share an entry, and every post
 * write (translation links included) clears them all.
 */
export function renderCacheKey(
  req: { method: string; originalUrl: string; headers: { cookie?: string } },
  signedIn: boolean,
): string | null {
  if (req.method !== 'GET' || signedIn || req.headers.cookie) return null
  const url = req.originalUrl
  const queryAt = url.indexOf('?')
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt)
  if (pathname === '/blog' || pathname === '/fr/blog') {
    if (queryAt === -1) return url
    for (const name of new URLSearchParams(url.slice(queryAt + 1)).keys()) if (!listParams.has(name)) return null
    return url
  }
  if (queryAt === -1 && /^(\/fr)?\/blog\/[a-z0-9-]+$/.test(pathname)) return url
  return null
}
