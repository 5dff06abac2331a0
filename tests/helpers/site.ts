import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { startTestApp, type TestApp } from './app'
import { launchBrowser, VIEWPORTS } from './browser'

/**
 * The public site (a test app) and a browser for one test file: started before its tests, closed after
 * them. Read `app` and `browser` inside tests (they exist once beforeAll has run).
 */
export function siteAndBrowser(): { readonly app: TestApp; readonly browser: Browser } {
  let app: TestApp | undefined
  let browser: Browser | undefined
  beforeAll(async () => {
    app = await startTestApp()
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await app?.close()
  })
  return {
    get app() {
      if (!app) throw new Error('the test app starts in beforeAll')
      return app
    },
    get browser() {
      if (!browser) throw new Error('the browser starts in beforeAll')
      return browser
    },
  }
}

/** Both viewports by name, for describe.each. */
export const viewportEntries = Object.entries(VIEWPORTS) as [
  keyof typeof VIEWPORTS,
  { width: number; height: number },
][]
