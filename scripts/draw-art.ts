/**
 * `npx tsx scripts/draw-art.ts [--all]`: writes the product drawings (pages/components/product-ui/art)
 * as SVG files, one per drawing and language, into public/art/<locale>/<id>.svg, and each one's
 * close-up (<id>.detail.svg); then their raster copies (<id>[.detail].<width>.avif, scripts/lib/
 * raster-art.ts, needs Chromium) for every SVG that changed since art/rasters.json recorded its hash
 * (`--all`: every one). Pages show the rasters (Chromium lays out and paints an SVG image's text on
 * the main thread; a raster decodes off it), the SVG as the fallback. art.test.ts fails when a
 * committed file differs from what this script writes (run it after changing the art or its text).
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { locales } from '../content/index'
import { getScreens } from '../content/pages'
import { drawArt, visualIds } from '../pages/components/product-ui/art/draw'
import { artPath, detailViews, rasterPath, rasterWidths } from '../pages/components/product-ui/art/path'
import { rootDir } from '../server/lib/paths'
import { cliArgs } from './lib/cli'
import { AVIF_OPTIONS, rasterize, type RasterJob } from './lib/raster-art'

const { values } = cliArgs('npx tsx scripts/draw-art.ts [--all]', { all: { type: 'boolean' } })
const manifestFile = path.join(rootDir, 'pages/components/product-ui/art/rasters.json')
const encoding = JSON.stringify(AVIF_OPTIONS)
const previous = existsSync(manifestFile)
  ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as { encoding: string; sources: Record<string, string> })
  : { encoding: '', sources: {} }
const sources: Record<string, string> = {}
const jobs: RasterJob[] = []
const expected = new Set<string>()
const publicFile = (url: string) => path.join(rootDir, 'public', url)

for (const locale of locales) {
  mkdirSync(publicFile(`/art/${locale}`), { recursive: true })
  for (const id of visualIds)
    for (const view of ['full', 'detail'] as const) {
      const svgPath = artPath(id, locale, view)
      const svg = drawArt(id, getScreens(locale), locale, view === 'full' ? undefined : detailViews[id])
      writeFileSync(publicFile(svgPath), svg)
      expected.add(svgPath)
      sources[svgPath] = createHash('sha256').update(svg).digest('hex')
      const outputs = rasterWidths(id, view).map((width) => {
        const file = publicFile(rasterPath(id, locale, view, width))
        expected.add(rasterPath(id, locale, view, width))
        return { width, file, write: (avif: Buffer) => writeFileSync(file, avif) }
      })
      const stale =
        values.all ||
        previous.encoding !== encoding ||
        previous.sources[svgPath] !== sources[svgPath] ||
        outputs.some((o) => !existsSync(o.file))
      if (stale) jobs.push({ name: svgPath, svg, outputs, checkFit: view === 'full' })
    }
}
// Rasters of a width or a drawing no longer drawn.
for (const locale of locales)
  for (const file of readdirSync(publicFile(`/art/${locale}`)))
    if (!expected.has(`/art/${locale}/${file}`)) rmSync(publicFile(`/art/${locale}/${file}`))

const overflows = await rasterize(jobs)
writeFileSync(manifestFile, `${JSON.stringify({ encoding, sources }, null, 2)}\n`)
console.log(`${Object.keys(sources).length} drawings and close-ups written to public/art/, ${jobs.length} rasterized`)
if (overflows.length) {
  console.error(`Screen text runs out of its screen in Inter:\n${overflows.join('\n')}`)
  process.exitCode = 1
}
