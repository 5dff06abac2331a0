/**
 * `npm run screenshots -- [--out DIR] [BASE_URL] [path ...]`: PNGs at 390 px and 1440 px into
 * reports/screenshots/ (or DIR), for looking at pages as a visitor would: the full page
 * (`<page>-<width>.png`) and the first screen a visitor sees (`<page>-<width>-fold.png`). A page
 * wider than the window (horizontal overflow) is reported with the elements that stick out.
 * `--parts`: the full page also cut into window-high pieces (`<page>-<width>-part-<n>.png`), each small
 * enough to look at in an image viewer at its own size.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { launchBrowser, openPage, VIEWPORTS } from '../tests/helpers/browser'
import { cliArgs } from './lib/cli'

const { values, positionals } = cliArgs(
  'npm run screenshots -- [--out DIR] [--parts] [BASE_URL] [path ...]',
  { out: { type: 'string' }, parts: { type: 'boolean' } },
  Infinity,
)
const [base = 'http://localhost:3000', ...paths] = positionals
const targets = paths.length ? paths : ['/']
const outDir = path.resolve(typeof values.out === 'string' ? values.out : 'reports/screenshots')
mkdirSync(outDir, { recursive: true })

const browser = await launchBrowser()
for (const target of targets) {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    const { context, page, problems } = await openPage(browser, viewport)
    await page.goto(new URL(target, base).toString(), { waitUntil: 'networkidle' })
    // Scroll through once so lazy images load, then back to the top for the capture (instantly:
    // the site scrolls smoothly, and a capture mid-way would show the header and images mid-move).
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo({ top: y, behavior: 'instant' })
        await new Promise((r) => setTimeout(r, 60))
      }
      // On a loaded machine a lazy image may still be on its way: wait (up to 10 s) for each to settle.
      // (Inline callbacks only: tsx would wrap a named one in a helper the page does not have.)
      await Promise.all(
        [...document.images].map(
          (img) =>
            new Promise((resolve) => {
              if (img.complete) return resolve(null)
              img.addEventListener('load', resolve, { once: true })
              img.addEventListener('error', resolve, { once: true })
              setTimeout(resolve, 10_000)
            }),
        ),
      )
      window.scrollTo({ top: 0, behavior: 'instant' })
    })
    // Let the sticky images finish their swap back to the first section (fade + 100 ms + fade).
    await page.waitForTimeout(1000)
    const overflow = await page.evaluate(() => {
      const width = document.documentElement.clientWidth
      if (document.documentElement.scrollWidth <= width) return []
      return [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > width + 1)
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`)
    })
    if (overflow.length) problems.push(`wider than the window: ${overflow.join(', ')}`)
    const stem = path.join(outDir, `${target.replace(/\W+/g, '_') || 'home'}-${name}`)
    await page.screenshot({ path: `${stem}-fold.png` })
    // A full-page capture keeps the window's height, so drawings and sections kept unrendered off
    // screen (`content-visibility: auto`) would show empty; a visitor scrolling sees them drawn.
    await page.addStyleTag({ content: '[data-visual], main > * { content-visibility: visible !important }' })
    await page.screenshot({ path: `${stem}.png`, fullPage: true })
    if (values.parts) {
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      for (let y = 0, n = 1; y < height; y += viewport.height, n++) {
        const clip = { x: 0, y, width: viewport.width, height: Math.min(viewport.height, height - y) }
        await page.screenshot({ path: `${stem}-part-${n}.png`, fullPage: true, clip })
      }
    }
    console.log(`${stem}.png`, problems.length ? problems : 'clean')
    await context.close()
  }
}
await browser.close()
