import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { RequestHandler } from 'express'
import sharp from 'sharp'
import { PUBLIC_FILE_MAX_AGE_SECONDS } from '../lib/cache-policy.js'
import { RASTER_PATH } from '../../shared/illustration-rasters.js'

/** Lossy but clean on the drawings' flat colours and 2-3 px strokes. */
const AVIF = { quality: 62, effort: 2 } as const

/**
 * GET /illustrations/…/<name>.<1|2>x.avif and /logos/<name>.<1|2>x.avif: the raster copies of the
 * site's line drawings and customers' logos that the pages show (pages/components/Illustration.tsx),
 * drawn by sharp from the SVG in `sourceDir` at 1x or 2x its own size (none of them has text, so sharp
 * draws them as a browser does). Each copy is encoded once per process, off the event loop, and kept
 * (a few dozen files, 1.4 MB in all); an edge cache keeps it like any public file. A copy of a file that
 * does not exist falls through to the 404.
 */
export function drawingRasters(sourceDir: string): RequestHandler {
  const copies = new Map<string, Promise<Buffer>>()
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const match = RASTER_PATH.exec(req.path)
    if (!match) return next()
    const [, svgPath = '', scale = '1'] = match
    let copy = copies.get(req.path)
    if (!copy) {
      copy = readFile(path.join(sourceDir, svgPath)).then((svg) =>
        sharp(svg, { density: 72 * Number(scale) })
          .avif(AVIF)
          .toBuffer(),
      )
      copies.set(req.path, copy)
      // Not kept when it failed (a missing file, a file being replaced): the next request tries again.
      copy.catch(() => copies.delete(req.path))
    }
    let body: Buffer
    try {
      body = await copy
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return next()
      return next(err)
    }
    res.set({ 'Content-Type': 'image/avif', 'Cache-Control': `public, max-age=${PUBLIC_FILE_MAX_AGE_SECONDS}` })
    res.send(body)
  }
}
