import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { locales } from '../../../../content/index'
import { getScreens } from '../../../../content/pages'
import { rootDir } from '../../../../server/lib/paths'
import { drawArt, visualIds } from './draw'
import { artPath, detailViews } from './path'

const committed = (file: string) => readFileSync(path.join(rootDir, 'public', file), 'utf8')

describe('the product drawings', () => {
  it('when the art or its text changes, then the files under public/art are written again (npx tsx scripts/draw-art.ts)', () => {
    for (const locale of locales) {
      const dir = path.join(rootDir, 'public', 'art', locale)
      expect(readdirSync(dir).sort()).toEqual(visualIds.flatMap((id) => [`${id}.detail.svg`, `${id}.svg`]).sort())
      for (const id of visualIds) {
        expect(committed(artPath(id, locale)), artPath(id, locale)).toBe(drawArt(id, getScreens(locale), locale))
        const detail = artPath(id, locale, 'detail')
        expect(committed(detail), detail).toBe(drawArt(id, getScreens(locale), locale, detailViews[id]))
      }
    }
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
