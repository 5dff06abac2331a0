import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { locales } from '../../../../content/index'
import { getScreens } from '../../../../content/pages'
import { rootDir } from '../../../../server/lib/paths'
import { drawArt, visualIds } from './draw'
import { artPath, detailViews, rasterPath, rasterWidths } from './path'
import rasters from './rasters.json'

const committed = (file: string) => readFileSync(path.join(rootDir, 'public', file), 'utf8')

describe('the product drawings', () => {
  it('when the art or its text changes, then the files under public/art are written again (npx tsx scripts/draw-art.ts)', () => {
    for (const locale of locales) {
      const dir = path.join(rootDir, 'public', 'art', locale)
      const files = visualIds.flatMap((id) =>
        (['full', 'detail'] as const).flatMap((view) => [
          path.basename(artPath(id, locale, view)),
          ...rasterWidths(id, view).map((width) => path.basename(rasterPath(id, locale, view, width))),
        ]),
      )
      expect(readdirSync(dir).sort()).toEqual(files.sort())
      for (const id of visualIds) {
        expect(committed(artPath(id, locale)), artPath(id, locale)).toBe(drawArt(id, getScreens(locale), locale))
        const detail = artPath(id, locale, 'detail')
        expect(committed(detail), detail).toBe(drawArt(id, getScreens(locale), locale, detailViews[id]))
      }
    }
  })

  it('when a drawing changes, then its AVIF copies are made again (art/rasters.json holds the hash of the SVG they were made from)', async () => {
    const sources = rasters.sources as Record<string, string>
    const stale: string[] = []
    for (const locale of locales)
      for (const id of visualIds)
        for (const view of ['full', 'detail'] as const) {
          const svg = artPath(id, locale, view)
          if (sources[svg] !== createHash('sha256').update(committed(svg)).digest('hex')) stale.push(svg)
          const frame = view === 'full' ? { w: 640, h: 480 } : detailViews[id]
          for (const width of rasterWidths(id, view)) {
            const file = path.join(rootDir, 'public', rasterPath(id, locale, view, width))
            const meta = await sharp(file).metadata()
            expect([meta.format, meta.width, meta.height], file).toEqual([
              'heif',
              width,
              Math.round((width * frame.h) / frame.w),
            ])
          }
        }
    expect(stale, 'run npx tsx scripts/draw-art.ts').toEqual([])
  })

  it('then each drawing is its own, and speaks the language of its page', () => {
    const en = visualIds.map((id) => committed(artPath(id, 'en')))
    expect(new Set(en).size).toBe(visualIds.length)
    for (const id of visualIds) expect(committed(artPath(id, 'fr')), id).not.toBe(committed(artPath(id, 'en')))
    expect(committed(artPath('station-order', 'en'))).toContain('Subtotal')
    expect(committed(artPath('station-order', 'fr'))).toContain('Sous-total')
    expect(committed(artPath('station-order', 'fr'))).toContain('77,97')
    expect(committed(artPath('kitchen-display', 'fr'))).toContain('Burger classique')
  })

  it('then no screen text is set below 11 units (9 px or more where the page shows the drawing at 500 px and up)', () => {
    for (const locale of locales)
      for (const id of visualIds) {
        const sizes = [...committed(artPath(id, locale)).matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1]))
        expect(sizes.length, id).toBeGreaterThan(5)
        expect(Math.min(...sizes), `${locale} ${id}`).toBeGreaterThanOrEqual(11)
      }
  })
})
