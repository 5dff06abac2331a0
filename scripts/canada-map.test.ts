import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CANADA_MAP } from '../pages/components/sections/canada-map-fit'
import { lambert } from '../pages/components/sections/lambert'
import { generateCanadaMap, OUTPUTS, readTopology } from './canada-map'

describe('the map of Canada', () => {
  const generated = generateCanadaMap(readTopology())

  it('when generated again from world-atlas, then the committed SVG and fit are the same', () => {
    expect(readFileSync(OUTPUTS.svg, 'utf8')).toBe(generated.svg)
    expect(readFileSync(OUTPUTS.module, 'utf8')).toBe(generated.module)
  })

  it('when an office is placed, then Toronto falls south-east of Vancouver and inside the drawing', () => {
    const place = (lon: number, lat: number) => {
      const [x, y] = lambert(lon, lat)
      const { minX, minY, scale, pad } = CANADA_MAP.fit
      return [(x - minX) * scale + pad, (y - minY) * scale + pad] as const
    }
    const [vx, vy] = place(-123.1, 49.3)
    const [tx, ty] = place(-79.4, 43.7)
    expect(tx).toBeGreaterThan(vx)
    expect(ty).toBeGreaterThan(vy)
    for (const [x, y] of [place(-123.1, 49.3), place(-63.6, 44.6)]) {
      expect(x).toBeGreaterThan(0)
      expect(x).toBeLessThan(CANADA_MAP.width)
      expect(y).toBeLessThan(CANADA_MAP.height)
    }
    // Small enough to ship: one path, about 14 KB before compression.
    expect(generated.svg.length).toBeLessThan(20_000)
  })
})
