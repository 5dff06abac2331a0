import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/app'
import { launchBrowser, openPage, VIEWPORTS } from '../helpers/browser'

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

/** Smallest legible screen text on a phone or a desktop, in CSS px (a browser's own minimum is 9-10 px). */
const MIN_TEXT_PX = 9

/** Each drawing on the page: the file the browser picks for this window (<picture> sources) and its width. */
const drawingsShown = () =>
  [...document.querySelectorAll<HTMLImageElement>('img[data-visual]')].map((img) => {
    const sources = img.parentElement?.tagName === 'PICTURE' ? [...img.parentElement.querySelectorAll('source')] : []
    const source = sources.find((s) => !s.media || window.matchMedia(s.media).matches)
    return { src: source?.srcset ?? img.getAttribute('src') ?? '', width: img.getBoundingClientRect().width }
  })

/**
 * The smallest text of the inline SVG as drawn, in CSS px: its font size times the drawing's scale
 * (rotation included), over the text that shows inside the drawing's frame (a crop leaves some out).
 */
const smallestText = () => {
  const svg = document.querySelector('svg')
  if (!svg) return { size: 0, text: 'no svg' }
  const frame = svg.getBoundingClientRect()
  let smallest = { size: Infinity, text: '' }
  for (const text of svg.querySelectorAll('text')) {
    const box = text.getBoundingClientRect()
    const inside = box.right > frame.left && box.left < frame.right && box.bottom > frame.top && box.top < frame.bottom
    const ctm = text.getScreenCTM()
    if (!inside || !ctm || !text.textContent?.trim()) continue
    const size = parseFloat(getComputedStyle(text).fontSize) * Math.hypot(ctm.a, ctm.b)
    if (size < smallest.size) smallest = { size, text: text.textContent }
  }
  return smallest
}

describe.each(Object.entries(VIEWPORTS))(
  'when a visitor on a %s screen looks at a product drawing',
  (_name, viewport) => {
    it(`then its screen text shows at ${MIN_TEXT_PX} px or more, on every page`, { timeout: 240_000 }, async () => {
      const { context, page, problems } = await openPage(browser, viewport)
      const shown = new Map<string, { src: string; width: number; path: string }>()
      for (const path of paths) {
        await page.goto(`${app.url}${path}`)
        for (const drawing of await page.evaluate(drawingsShown))
          shown.set(`${drawing.src}@${Math.round(drawing.width)}`, { ...drawing, path })
      }
      expect(shown.size).toBeGreaterThan(0)
      const tooSmall: string[] = []
      for (const { src, width, path } of shown.values()) {
        const svg = await (await fetch(`${app.url}${src}`)).text()
        const [, , vbWidth = 640, vbHeight = 480] = (/viewBox="([^"]+)"/.exec(svg)?.[1] ?? '').split(' ').map(Number)
        const sized = svg.replace(
          / width="[^"]*" height="[^"]*"/,
          ` width="${width}" height="${(width * vbHeight) / vbWidth}"`,
        )
        await page.setContent(`<!doctype html><body style="margin:0">${sized}</body>`)
        const smallest = await page.evaluate(smallestText)
        if (smallest.size < MIN_TEXT_PX - 0.05)
          tooSmall.push(
            `${src} at ${Math.round(width)} px on ${path}: "${smallest.text}" ${smallest.size.toFixed(1)} px`,
          )
      }
      expect(tooSmall).toEqual([])
      expect(problems).toEqual([])
      await context.close()
    })
  },
)
