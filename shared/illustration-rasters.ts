/**
 * The raster copies of the site's line drawings and its customers' logos (SVG files under
 * public/illustrations and public/logos): AVIF at the drawing's own size (1x) and twice it (2x),
 * drawn by the server on first request (server/routes/drawing-rasters.ts). Chromium parses, styles, lays out
 * and paints an SVG image in a document of its own on the page's main thread; a raster decodes off
 * it. The SVG stays the source and the fallback.
 */
const RASTER_SCALES = [1, 2] as const

const RASTERED = /^\/(?:illustrations|logos)\/[\w/-]+\.svg$/
/** A copy's path: the SVG's path (no '..': word characters, '/' and '-' only) and its scale. */
export const RASTER_PATH = /^(\/(?:illustrations|logos)\/[\w/-]+\.svg)\.([12])x\.avif$/

/** Whether `src` (a path under public/) has raster copies. */
const hasRasters = (src: string): boolean => RASTERED.test(src)

/** Where the copy of `src` at `scale` is served from: /logos/taco-coast.svg at 2 is /logos/taco-coast.svg.2x.avif. */
const rasterOf = (src: string, scale: number): string => `${src}.${scale}x.avif`

/** The srcset of `src`'s copies, or undefined when it has none. */
export function rasterSrcSet(src: string): string | undefined {
  if (!hasRasters(src)) return undefined
  return RASTER_SCALES.map((scale) => `${rasterOf(src, scale)} ${scale}x`).join(', ')
}
