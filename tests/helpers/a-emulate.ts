import type { Page } from 'playwright-core'

/**
 * Per-page versions of two browser-context options, for a page of a context the file already has (its caches warm)
 * instead of a new context (~1.5 s at a load of 20, its renderer and caches cold). Playwright applies these options
 * to each page of a context with the same DevTools calls, made here on `page` alone before it goes anywhere.
 */

/** `page` as in a context with `javaScriptEnabled: false`: its documents run no script (noscript markup shows). */
export async function withoutScripts(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page)
  await session.send('Emulation.setScriptExecutionDisabled', { value: true })
}

/** `page` as in a context with `timezoneId`: its clock reads in that zone (Date, Intl). */
export async function inTimeZone(page: Page, timezoneId: string): Promise<void> {
  const session = await page.context().newCDPSession(page)
  await session.send('Emulation.setTimezoneOverride', { timezoneId })
}

/** `page` as in a context with `locale`: navigator.language(s), the Accept-Language header and Intl's default. */
export async function inLocale(page: Page, locale: string): Promise<void> {
  const session = await page.context().newCDPSession(page)
  // An empty user agent keeps the browser's own, as Playwright sends it for a context with a locale and no user agent.
  await session.send('Emulation.setUserAgentOverride', { userAgent: '', acceptLanguage: locale })
  await session.send('Emulation.setLocaleOverride', { locale })
}
