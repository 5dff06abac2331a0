import type { Locale } from '../../../../content/index'
import type { VisualId } from '../../../../content/types'

/** Where a drawing is served from: public/art/<locale>/<id>.svg, written by scripts/draw-art.ts. */
export function artPath(id: VisualId, locale: Locale): string {
  return `/art/${locale}/${id}.svg`
}

/** The drawings' canvas: every file is 640 × 480, so a page reserves its box before it loads. */
export const ART_WIDTH = 640
export const ART_HEIGHT = 480
