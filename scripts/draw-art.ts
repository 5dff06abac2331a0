/**
 * `npx tsx scripts/draw-art.ts`: writes the product drawings (pages/components/product-ui/art) as
 * SVG files, one per drawing and language, into public/art/<locale>/<id>.svg, and each one's close-up
 * (<id>.detail.svg). Pages show them with
 * <img>, so a drawing costs the page one cached request and no layout; art.test.ts fails when a
 * committed file differs from what this script writes (run it after changing the art or its text).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { locales } from '../content/index'
import { getScreens } from '../content/pages'
import { drawArt, visualIds } from '../pages/components/product-ui/art/draw'
import { artPath, detailViews } from '../pages/components/product-ui/art/path'
import { rootDir } from '../server/lib/paths'

for (const locale of locales) {
  for (const id of visualIds) {
    const file = path.join(rootDir, 'public', artPath(id, locale))
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, drawArt(id, getScreens(locale), locale))
    writeFileSync(
      path.join(rootDir, 'public', artPath(id, locale, 'detail')),
      drawArt(id, getScreens(locale), locale, detailViews[id]),
    )
  }
}
console.log(`${locales.length * visualIds.length * 2} drawings and close-ups written to public/art/`)
