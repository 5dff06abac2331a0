import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'

/** Debian's Chromium (never a downloaded browser), with the flags this machine needs. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
}

/**
 * A page that records console errors, CSP violations and failed requests, so tests can assert that
 * a visit was clean (`problems` must stay empty).
 */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number },
  options: { reducedMotion?: 'reduce' | 'no-preference' } = {},
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport, reducedMotion: options.reducedMotion ?? 'no-preference' })
  // Generous waits: a shared machine at a load of 4+ renders slowly; conditions are waited for, not times.
  context.setDefaultTimeout(30_000)
  context.setDefaultNavigationTimeout(60_000)
  const page = await context.newPage()
  return { context, page, problems: watchProblems(page) }
}

/** Records `page`'s console errors, uncaught errors and failed (4xx/5xx) non-API responses, as they come. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`)
  })
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`))
  page.on('response', (res) => {
    if (res.status() >= 400 && !res.url().includes('/api/')) problems.push(`HTTP ${res.status()} ${res.url()}`)
  })
  return problems
}

/**
 * Signs `context` in through the API (POST /api/auth/login from the context's own request client, whose
 * cookies the pages share) without opening a page: for tests about what comes after signing in. The
 * form itself is driven by signInThroughForm and the admin tests (admin.test.ts and others).
 */
export async function signInThroughApi(
  context: BrowserContext,
  baseUrl: string,
  email: string,
  password: string,
): Promise<void> {
  const res = await context.request.post(`${baseUrl}/api/auth/login`, {
    data: { email, password },
    headers: { origin: baseUrl },
  })
  if (res.status() !== 200) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`)
}

/** Signs in through the back office's form at `baseUrl`/admin and waits for the dashboard. */
export async function signInThroughForm(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/admin`)
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.locator('button[type="submit"]').first().click()
  await page.waitForURL(`${baseUrl}/admin/dashboard`)
}
