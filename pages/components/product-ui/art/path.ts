import type { Locale } from '../../../../content/index'
import type { VisualId } from '../../../../content/types'

/**
 * Where a drawing is served from: public/art/<locale>/<id>.svg, written by scripts/draw-art.ts; its
 * close-up (the screen's key area, for boxes too narrow to read the whole drawing) is <id>.detail.svg.
 */
export function artPath(id: VisualId, locale: Locale, view: 'full' | 'detail' = 'full'): string {
  return `/art/${locale}/${id}${view === 'detail' ? '.detail' : ''}.svg`
}

/** The drawings' canvas: every file is 640 × 480, so a page reserves its box before it loads. */
export const ART_WIDTH = 640
export const ART_HEIGHT = 480

/** A part of the canvas, in its units. */
export interface ArtView {
  x: number
  y: number
  w: number
  h: number
}

/**
 * Each drawing's close-up: 320 units wide (the handheld, upright, 240), so that its 11-unit screen
 * text reads at 9 px or more in a box of 262 px (the Go: 196 px) and up, where the whole drawing
 * would need 524 px. It frames the part of the screen that says what the product does. The web
 * ordering page, shown only as its product's hero (339 px on a phone), takes 400 units.
 */
export const detailViews: Record<VisualId, ArtView> = {
  'station-order': { x: 138, y: 48, w: 320, h: 240 },
  'tab-order': { x: 54, y: 44, w: 320, h: 240 },
  'tab-loyalty': { x: 56, y: 46, w: 320, h: 240 },
  'tab-gift-card': { x: 50, y: 92, w: 320, h: 240 },
  'go-pay': { x: 200, y: 86, w: 240, h: 320 },
  'kitchen-display': { x: 34, y: 52, w: 320, h: 240 },
  'phone-reports': { x: 40, y: 56, w: 320, h: 240 },
  'phone-app': { x: 40, y: 4, w: 320, h: 240 },
  'browser-online': { x: 16, y: 36, w: 400, h: 300 },
  'terminal-tap': { x: 180, y: 44, w: 320, h: 240 },
}

/**
 * The raster copies' pixel widths (scripts/draw-art.ts writes them as AVIF beside the SVG, which stays
 * the source): 1x for boxes up to 640 px wide at 1 device pixel per px, which also covers a 390 px phone
 * at 1.75 (boxes of 300-360 px), and 2x for the rest. An upright view (the handheld) is 480 and 960 wide,
 * the same pixels. The close-ups, which phones show, also come at 1.5x: a page's first drawing on a
 * 412 px phone at 1.75 (a box of 380 px, 665 device pixels) would otherwise take the 2x file, 40-45 KB
 * on a slow connection where the 1.5x one is about two thirds of that.
 */
export function rasterWidths(id: VisualId, view: 'full' | 'detail'): number[] {
  const frame = view === 'full' ? { w: ART_WIDTH, h: ART_HEIGHT } : detailViews[id]
  const base = frame.w >= frame.h ? 640 : 480
  return view === 'detail' ? [base, base * 1.5, base * 2] : [base, base * 2]
}

/** Where the raster copy of a drawing at `width` px is served from: public/art/<locale>/<id>[.detail].<width>.avif. */
export function rasterPath(id: VisualId, locale: Locale, view: 'full' | 'detail', width: number): string {
  return artPath(id, locale, view).replace(/\.svg$/, `.${width}.avif`)
}
