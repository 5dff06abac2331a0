import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll } from 'vitest'
import { openPage } from './browser'

export interface SharedPage {
  context: BrowserContext
  page: Page
  /** Console errors, CSP violations and failed requests since the last call (openPage's list). */
  problems: string[]
}

type Viewport = { width: number; height: number }
type Options = Parameters<typeof openPage>[2]

/**
 * One page per viewport for a whole test file: opened by openPage on first use, closed after the file. A file's
 * visits then share one HTTP and code cache, instead of a cold context each (a new context costs more than the
 * visit itself). Each call empties the page's problem list, so a test asserts on the problems of its own visits,
 * sets the motion preference it asks for and puts the pointer back in the corner; every test starts with a `goto`
 * of its own, so no page state carries over. Call at a file's top level, after the hook that starts the browser
 * (its afterAll then runs first).
 */
export function pagePerViewport(
  browser: () => Browser,
): (viewport: Viewport, options?: Options) => Promise<SharedPage> {
  const pages = new Map<string, Promise<SharedPage>>()
  afterAll(async () => {
    for (const shared of pages.values()) await (await shared).context.close()
  })
  return async (viewport, options = {}) => {
    const key = JSON.stringify(viewport)
    let shared = pages.get(key)
    if (!shared) {
      shared = openPage(browser(), viewport, options)
      pages.set(key, shared)
    }
    const opened = await shared
    opened.problems.length = 0
    // The motion preference this test asks for (openPage's option, set on the page instead of a new context).
    await opened.page.emulateMedia({ reducedMotion: options.reducedMotion ?? 'no-preference' })
    // The pointer where a new page has it, so nothing the last test pointed at is hovered on the next visit.
    await opened.page.mouse.move(0, 0)
    return opened
  }
}
