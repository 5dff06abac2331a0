/**
 * `npm run screenshots -- [BASE_URL] [path ...]`: full-page PNGs at 390 px and 1440 px into
 * reports/screenshots/, for looking at pages as a visitor would.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { launchBrowser, openPage, VIEWPORTS } from '../tests/helpers/browser'
import { cliArgs } from './lib/cli'

const { positionals } = cliArgs('npm run screenshots -- [BASE_URL] [path ...]', {}, Infinity)
const [base = 'http://localhost:3000', ...paths] = positionals
const targets = paths.length ? paths : ['/']
const outDir = path.resolve('reports/screenshots')
mkdirSync(outDir, { recursive: true })

const browser = await launchBrowser()
for (const target of targets) {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    const { context, page, problems } = await openPage(browser, viewport)
    await page.goto(new URL(target, base).toString(), { waitUntil: 'networkidle' })
    // Scroll through once so lazy images load, then back to the top for the capture.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y)
        await new Promise((r) => setTimeout(r, 60))
      }
      // On a loaded machine a lazy image may still be on its way: wait (up to 10 s) for each to settle.
      const settled = (img: HTMLImageElement) =>
        new Promise((resolve) => {
          if (img.complete) return resolve(null)
          img.addEventListener('load', resolve, { once: true })
          img.addEventListener('error', resolve, { once: true })
          setTimeout(resolve, 10_000)
        })
      await Promise.all([...document.images].map(settled))
      window.scrollTo(0, 0)
    })
    await page.waitForTimeout(300)
    const file = path.join(outDir, `${target.replace(/\W+/g, '_') || 'home'}-${name}.png`)
    await page.screenshot({ path: file, fullPage: true })
    console.log(file, problems.length ? problems : 'clean')
    await context.close()
  }
}
await browser.close()
