/**
 * Raster copies of the product drawings (scripts/draw-art.ts): Chromium draws each SVG with the
 * site's own font (Inter, from @fontsource-variable/inter, as the page's text) at each width of
 * rasterWidths, and sharp encodes the shot as AVIF. A dev step: the files are committed, so neither
 * `npm start` nor the Docker image needs Chromium.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { rootDir } from '../../server/lib/paths'
import { launchBrowser } from '../../tests/helpers/browser'

/** Lossy but sharp-edged: full-resolution colour (4:4:4) keeps thin coloured text and rules clean. */
export const AVIF_OPTIONS = { quality: 62, effort: 2, chromaSubsampling: '4:4:4' } as const

export interface RasterJob {
  /** The SVG file's text (its width and height are replaced by each raster's). */
  svg: string
  /** Each raster's pixel width and where it is written. */
  outputs: { width: number; write: (avif: Buffer) => void }[]
  /** Names the drawing in messages. */
  name: string
  /** Check that its screen text fits its screens (whole drawings: a close-up's frame cuts text on purpose). */
  checkFit: boolean
}

const inter = (subset: string) =>
  readFileSync(
    path.join(rootDir, 'node_modules/@fontsource-variable/inter/files', `inter-${subset}-wght-normal.woff2`),
  ).toString('base64')

/** The page the drawings are shot in: Inter (latin and latin-ext, as pages/styles/fonts.css), no margin, no background. */
function shell(): string {
  const face = (subset: string, range: string) =>
    `@font-face{font-family:Inter;font-weight:100 900;src:url(data:font/woff2;base64,${inter(subset)}) format('woff2');unicode-range:${range}}`
  return `<!doctype html><html><head><style>${face(
    'latin',
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  )}${face(
    'latin-ext',
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  )}html,body{margin:0;background:transparent}svg{display:block}</style></head><body><div id="art"></div></body></html>`
}

/** The SVG set at `width` px, its height kept in the viewBox's proportion. */
function sized(svg: string, width: number): { markup: string; height: number } {
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1]?.split(' ').map(Number)
  const [, , w, h] = viewBox ?? []
  if (!w || !h) throw new Error('a drawing without a viewBox')
  const height = Math.round((width * h) / w)
  const size = / width="\d+" height="\d+"/
  if (!size.test(svg)) throw new Error('a drawing without width and height')
  return { markup: svg.replace(size, ` width="${width}" height="${height}"`), height }
}

/**
 * The lines of screen text that run out of their screen (a clipped group's first rect) by more than
 * a pixel, as set in Inter: the art cuts text by an estimate of its width (svg.tsx).
 */
const textOutsideScreens = () =>
  [...document.querySelectorAll('svg text')].flatMap((text) => {
    const screen = text.closest('g[clip-path]')?.querySelector(':scope > rect')
    if (!screen) return []
    const s = screen.getBoundingClientRect()
    const t = text.getBoundingClientRect()
    const over = Math.max(s.left - t.left, t.right - s.right, s.top - t.top, t.bottom - s.bottom)
    return over > 1 ? [`"${text.textContent}" by ${over.toFixed(1)} px`] : []
  })

/** Writes every job's rasters; returns the text that runs out of its screen (name: line), to be fixed in the art. */
export async function rasterize(jobs: RasterJob[]): Promise<string[]> {
  const overflows: string[] = []
  const browser = await launchBrowser()
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 })
    await page.setContent(shell())
    for (const job of jobs)
      for (const output of job.outputs) {
        const { markup, height } = sized(job.svg, output.width)
        await page.setViewportSize({ width: output.width, height })
        await page.evaluate(async (svg) => {
          const art = document.getElementById('art')
          if (art) art.innerHTML = svg
          await document.fonts.ready
        }, markup)
        if (job.checkFit && output === job.outputs[0])
          for (const line of await page.evaluate(textOutsideScreens)) overflows.push(`${job.name}: ${line}`)
        const png = await page.screenshot({
          omitBackground: true,
          clip: { x: 0, y: 0, width: output.width, height },
        })
        output.write(await sharp(png).avif(AVIF_OPTIONS).toBuffer())
      }
  } finally {
    await browser.close()
  }
  return overflows
}
