import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { locales } from '../../content/index'
import { visualIds } from '../../pages/components/product-ui/art/draw'
import { artPath } from '../../pages/components/product-ui/art/path'
import { rootDir } from '../../server/lib/paths'
import { launchBrowser, openPage } from '../helpers/browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/**
 * Every line of screen text inside its screen, as Chromium sets it with this machine's fonts: the
 * art cuts or wraps text by an estimate of its width (svg.tsx), and this checks the estimate holds.
 * Returns the lines that stick out of their screen, with how far.
 */
const textOutsideScreens = () => {
  const out: string[] = []
  for (const text of document.querySelectorAll('svg text')) {
    const clipped = text.closest('g[clip-path]')
    const screen = clipped?.querySelector(':scope > rect')
    if (!screen) continue
    const s = screen.getBoundingClientRect()
    const t = text.getBoundingClientRect()
    const over = Math.max(s.left - t.left, t.right - s.right, s.top - t.top, t.bottom - s.bottom)
    if (over > 1) out.push(`"${text.textContent}" by ${over.toFixed(1)} px`)
  }
  return out
}

describe('when each product drawing is set by Chromium', () => {
  it('then no screen text runs out of its screen, in either language', { timeout: 120_000 }, async () => {
    const { context, page } = await openPage(browser, { width: 640, height: 480 })
    const problems: string[] = []
    for (const locale of locales)
      for (const id of visualIds) {
        const svg = readFileSync(path.join(rootDir, 'public', artPath(id, locale)), 'utf8')
        await page.setContent(`<!doctype html><body style="margin:0">${svg}</body>`)
        for (const line of await page.evaluate(textOutsideScreens)) problems.push(`${locale} ${id}: ${line}`)
      }
    await context.close()
    expect(problems).toEqual([])
  })
})
