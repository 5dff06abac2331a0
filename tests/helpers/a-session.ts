import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { signInThroughApi, VIEWPORTS } from './browser'

/**
 * One browser context for the tests of a describe that share a user and a viewport: opening the admin in a new
 * context costs ~850 ms (cold HTTP cache, no code cache), a new page in a warm one about a third of that. Each test
 * still takes a page of its own (trackedPage), so it starts on no screen and its problems are its own.
 */
export async function signedInContext(
  browser: Browser,
  baseUrl: string,
  email: string,
  password: string,
  options: { viewport?: { width: number; height: number }; locale?: string; clock?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: options.viewport ?? VIEWPORTS.desktop,
    reducedMotion: 'no-preference',
    ...(options.locale ? { locale: options.locale } : {}),
  })
  // As openPage: conditions are waited for, not times, and a loaded shared machine renders slowly.
  context.setDefaultTimeout(30_000)
  context.setDefaultNavigationTimeout(60_000)
  // A clock that runs as the real one until a test moves it on (skipAutosavePause), installed before any page.
  if (options.clock) await context.clock.install()
  await signInThroughApi(context, baseUrl, email, password)
  return context
}

/** A new page of `context` that records console errors, page errors and failed non-API requests (as openPage). */
export async function trackedPage(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage()
  const problems: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`)
  })
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`))
  page.on('response', (res) => {
    if (res.status() >= 400 && !res.url().includes('/api/')) problems.push(`HTTP ${res.status()} ${res.url()}`)
  })
  return { page, problems }
}

/**
 * Closes react-admin's notification as a user does, with Escape (MUI's Snackbar closes on it), instead of waiting
 * the four seconds it stays on its own; an undoable mutation runs once it has closed.
 */
export async function dismissNotice(page: Page, notice: Locator = page.locator('.MuiSnackbar-root')): Promise<void> {
  await notice.waitFor()
  await page.keyboard.press('Escape')
  await notice.waitFor({ state: 'detached' })
}

/**
 * Tracked pages of one signed-in context per key (a locale, a user), opened on the key's first use: a test run alone
 * with -t opens its own, the next tests of the file reuse it. The browser's close closes them.
 */
export function contextPerKey<K extends string>(
  open: (key: K) => Promise<BrowserContext>,
): (key: K) => Promise<{ page: Page; problems: string[] }> {
  const contexts = new Map<K, Promise<BrowserContext>>()
  return async (key) => {
    let context = contexts.get(key)
    if (!context) {
      context = open(key)
      contexts.set(key, context)
    }
    return trackedPage(await context)
  }
}

/** The post editor autosaves 3 s after typing stops: the page's clock (signedInContext's `clock`) moves on 3 s. */
export async function skipAutosavePause(page: Page): Promise<void> {
  await page.clock.fastForward(3_000)
}
