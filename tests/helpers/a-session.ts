import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { signInThroughApi, VIEWPORTS, watchProblems } from './browser'

/**
 * A browser context signed in as `email` (through the API) for the tests of a file that share a user and a viewport;
 * pagePerKey hands its one page to each test in turn.
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
async function trackedPage(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage()
  return { page, problems: watchProblems(page) }
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
 * One tracked page per key (a locale, a user) in a context `open` gives, opened on the key's first use and handed to
 * each test in turn, its problems emptied and its viewport reset: a test run alone with -t opens its own. Reusing the
 * page, not only its context, is what saves time: at a load of 20 a screen loaded again in the same page took ~0.9 s,
 * in a new page of the same context ~1.4 s, in a new context ~1.5 s (its renderer starts cold). Each test goes to its
 * first screen with page.goto, which leaves a form of the previous test even if it has unsaved changes (Playwright
 * accepts a leave prompt nobody listens to). The browser's close closes them.
 */
export function pagePerKey<K extends string>(
  open: (key: K) => Promise<BrowserContext>,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): (key: K) => Promise<{ page: Page; problems: string[] }> {
  const pages = new Map<K, Promise<{ page: Page; problems: string[] }>>()
  return async (key) => {
    let tracked = pages.get(key)
    if (!tracked) {
      tracked = open(key).then(trackedPage)
      pages.set(key, tracked)
    }
    const { page, problems } = await tracked
    problems.length = 0
    if (page.viewportSize()?.width !== viewport.width || page.viewportSize()?.height !== viewport.height)
      await page.setViewportSize(viewport)
    return { page, problems }
  }
}

/** The post editor autosaves 3 s after typing stops: the page's clock (signedInContext's `clock`) moves on 3 s. */
export async function skipAutosavePause(page: Page): Promise<void> {
  await page.clock.fastForward(3_000)
}
