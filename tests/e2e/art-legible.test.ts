import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/app'
import { launchBrowser, VIEWPORTS } from '../helpers/browser'
import { inTwoTabs } from '../helpers/d-tabs'

let app: TestApp
let browser: Browser
let paths: string[] = []
beforeAll(async () => {
  app = await startTestApp()
  browser = await launchBrowser()
  const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text()
  // The drawings are the same in both languages (same sizes, other words): the English pages, blog aside.
  paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1] ?? '/').pathname)
    .filter((p) => !p.startsWith('/fr') && !p.startsWith('/blog'))
})
afterAll(async () => {
  await browser?.close()
  await app?.close()
})

/** `page`'s answers with an HTTP error status, as 'HTTP status url' lines, as they come. */
function failedResponses(page: Page): string[] {
  const problems: string[] = []
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()} ${res.url()}`)
  })
  return problems
}

/** Smallest legible screen text on a phone or a desktop, in CSS px (a browser's own minimum is 9-10 px). */
const MIN_TEXT_PX = 9

/** A phone as Lighthouse's (1.75 device pixels per px) and a plain desktop screen. */
const SCREENS = [
  ['mobile', { ...VIEWPORTS.mobile, deviceScaleFactor: 1.75 }],
  ['desktop', { ...VIEWPORTS.desktop, deviceScaleFactor: 1 }],
] as const

/**
 * Each drawing on the page, every one loaded (lazy ones too): the file the browser picked for this
 * window (<picture> sources, srcset) and the width it shows it at. Loaded, not decoded: the file is
 * known once it has arrived, and decoding the off-screen ones would only cost time.
 */
const drawingsShown = async () => {
  const images = [...document.querySelectorAll<HTMLImageElement>('img[data-visual]')]
  for (const img of images) img.loading = 'eager'
  await Promise.all(
    images.map((img) =>
      img.complete
        ? undefined
        : new Promise((settled) => {
            img.addEventListener('load', settled, { once: true })
            img.addEventListener('error', settled, { once: true })
          }),
    ),
  )
  return images.map((img) => ({ src: new URL(img.currentSrc).pathname, width: img.getBoundingClientRect().width }))
}

/**
 * The smallest text of each SVG (markup) as drawn, each alone in the page's body in turn, in CSS px: its font
 * size times the drawing's scale (rotation included), over the text that shows inside the drawing's frame (a
 * crop leaves some out).
 */
const smallestTexts = (drawings: string[]) =>
  drawings.map((markup) => {
    document.body.innerHTML = markup
    const svg = document.querySelector('svg')
    if (!svg) return { size: 0, text: 'no svg' }
    const frame = svg.getBoundingClientRect()
    let smallest = { size: Infinity, text: '' }
    for (const text of svg.querySelectorAll('text')) {
      const box = text.getBoundingClientRect()
      const inside =
        box.right > frame.left && box.left < frame.right && box.bottom > frame.top && box.top < frame.bottom
      const ctm = text.getScreenCTM()
      if (!inside || !ctm || !text.textContent?.trim()) continue
      const size = parseFloat(getComputedStyle(text).fontSize) * Math.hypot(ctm.a, ctm.b)
      if (size < smallest.size) smallest = { size, text: text.textContent }
    }
    return smallest
  })

describe.each(SCREENS)(
  'when a visitor on a %s screen looks at a product drawing',
  (_name, { deviceScaleFactor, ...viewport }) => {
    it(
      `then it is an image drawn at the screen's resolution, its text at ${MIN_TEXT_PX} px or more, on every page`,
      { timeout: 240_000 },
      async () => {
        const context = await browser.newContext({ viewport, deviceScaleFactor })
        context.setDefaultTimeout(30_000)
        const page = await context.newPage()
        const problems = failedResponses(page)
        const shown = new Map<string, { src: string; width: number; path: string }>()
        // Two tabs side by side: one page loads while the other's drawings are read.
        const other = await inTwoTabs(
          page,
          paths,
          async (tab, path) => {
            // The drawings are waited for one by one (drawingsShown), and their widths once the fonts are in: not
            // the page's other images.
            await tab.goto(`${app.url}${path}`, { waitUntil: 'domcontentloaded' })
            await tab.evaluate(() => document.fonts.ready)
            for (const drawing of await tab.evaluate(drawingsShown))
              shown.set(`${drawing.src}@${Math.round(drawing.width)}`, { ...drawing, path })
          },
          failedResponses,
        )
        problems.push(...other.problems)
        expect(shown.size).toBeGreaterThan(0)
        // In the order of the paths, as one tab visiting them in turn would have listed them.
        const drawings = [...shown.values()].sort((a, b) => paths.indexOf(a.path) - paths.indexOf(b.path))
        const blurred: string[] = []
        for (const { src, width, path } of drawings) {
          // A raster (no SVG text for the main thread to lay out), with a device pixel for each one shown
          // (within 5 %: the browser takes the nearer of two widths).
          const pixels = Number(/\.(\d+)\.avif$/.exec(src)?.[1] ?? 0)
          if (pixels < width * deviceScaleFactor * 0.95)
            blurred.push(
              `${src} at ${Math.round(width)} px (${Math.round(width * deviceScaleFactor)} device px) on ${path}`,
            )
        }
        // Their text as drawn: the SVG each was made from, set at the width shown, alone in a blank page.
        const sized = await Promise.all(
          drawings.map(async ({ src, width }) => {
            const svg = await (await fetch(`${app.url}${src.replace(/\.\d+\.avif$/, '.svg')}`)).text()
            const [, , vbWidth = 640, vbHeight = 480] = (/viewBox="([^"]+)"/.exec(svg)?.[1] ?? '')
              .split(' ')
              .map(Number)
            return svg.replace(
              / width="[^"]*" height="[^"]*"/,
              ` width="${width}" height="${(width * vbHeight) / vbWidth}"`,
            )
          }),
        )
        await page.setContent('<!doctype html><body style="margin:0"></body>')
        const smallest = await page.evaluate(smallestTexts, sized)
        const tooSmall = drawings.flatMap(({ src, width, path }, i) => {
          const { size, text } = smallest[i] ?? { size: 0, text: 'not measured' }
          return size < MIN_TEXT_PX - 0.05
            ? [`${src} at ${Math.round(width)} px on ${path}: "${text}" ${size.toFixed(1)} px`]
            : []
        })
        expect(blurred).toEqual([])
        expect(tooSmall).toEqual([])
        expect(problems).toEqual([])
        await context.close()
      },
    )
  },
)
