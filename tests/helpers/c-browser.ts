import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { watchProblems } from './browser'

export interface WatchedPage {
  page: Page
  /** Console errors, page errors and failed (4xx/5xx) non-API responses of this page. */
  problems: string[]
  close: () => Promise<void>
}

/**
 * One browser context for the tests of a describe, opened before them and closed after: its HTTP and code caches stay
 * warm from one test to the next (a new context costs a cold load of every script), while each test still gets a page
 * of its own (its own routes, listeners and `problems`). Cookies are shared: for pages without a session (the public
 * site) or tests that sign the same user in. `browser` is read when the describe starts.
 */
export function sharedContext(
  browser: () => Browser,
  options: BrowserContextOptions,
): { readonly context: BrowserContext; open: () => Promise<WatchedPage> } {
  let context: BrowserContext | undefined
  beforeAll(async () => {
    context = await browser().newContext({ reducedMotion: 'no-preference', ...options })
    // Generous waits, as openPage: a loaded machine renders slowly; conditions are waited for, not times.
    context.setDefaultTimeout(30_000)
    context.setDefaultNavigationTimeout(60_000)
  })
  afterAll(async () => {
    await context?.close()
  })
  const shared = {
    get context() {
      if (!context) throw new Error('the context opens in beforeAll')
      return context
    },
    open: async (): Promise<WatchedPage> => {
      const page = await shared.context.newPage()
      return { page, problems: watchProblems(page), close: () => page.close() }
    },
  }
  return shared
}
