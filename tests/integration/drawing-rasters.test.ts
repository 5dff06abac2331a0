import { get } from 'node:http'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/app'

/**
 * The site's line drawings and customers' logos are shown from AVIF copies (pages/components/
 * Illustration.tsx, server/routes/drawing-rasters.ts): a phone decodes a raster off its main thread,
 * where an SVG image is parsed, styled, laid out and painted as a document of its own.
 */
let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(async () => {
  await app?.close()
})

/** The bytes a browser that accepts Brotli is sent for a URL, as they cross the wire, and their encoding. */
function bytesSent(url: string): Promise<{ bytes: number; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br' } }, (res) => {
      let bytes = 0
      res.on('data', (chunk: Buffer) => (bytes += chunk.length))
      res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] }))
    }).on('error', reject)
  })
}

/** Each AVIF copy a page's <picture>s offer for a drawing or a logo, with the scale it is offered at. */
function copiesOf(html: string): { svg: string; copy: string; scale: number }[] {
  return [...html.matchAll(/<source type="image\/avif" srcSet="([^"]+)"/g)].flatMap(([, srcset = '']) =>
    srcset.split(',').flatMap((candidate) => {
      const [copy = '', density = ''] = candidate.trim().split(/\s+/)
      const svg = /^(\/(?:illustrations|logos)\/.+\.svg)\.\dx\.avif$/.exec(copy)?.[1]
      return svg ? [{ svg, copy, scale: Number.parseFloat(density) }] : []
    }),
  )
}

describe('when a page shows a drawing or a logo', () => {
  it(
    'then every copy it offers, on every page of the sitemap in both languages, is an AVIF of the drawing at its scale',
    { timeout: 120_000 },
    async () => {
      const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text()
      const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname)
      const copies = new Map<string, { svg: string; scale: number; pages: string[] }>()
      for (const path of paths) {
        const html = await (await fetch(`${app.url}${path}`)).text()
        for (const { svg, copy, scale } of copiesOf(html)) {
          const seen = copies.get(copy) ?? { svg, scale, pages: [] }
          seen.pages.push(path)
          copies.set(copy, seen)
        }
      }
      // Home's customer logos and the industries' scenes, in both languages.
      expect(copies.get('/logos/taco-coast.svg.2x.avif')?.pages).toEqual(expect.arrayContaining(['/', '/fr']))
      expect(copies.get('/illustrations/scenes/pizzeria.svg.1x.avif')?.pages).toEqual(
        expect.arrayContaining(['/industries', '/fr/industries']),
      )
      const wrong: string[] = []
      for (const [copy, { svg, scale, pages }] of copies) {
        const res = await fetch(`${app.url}${copy}`)
        const drawing = await sharp(Buffer.from(await (await fetch(`${app.url}${svg}`)).arrayBuffer())).metadata()
        if (res.status !== 200 || res.headers.get('content-type') !== 'image/avif') {
          wrong.push(`${copy} (on ${pages[0]}): ${res.status} ${res.headers.get('content-type')}`)
          continue
        }
        const image = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
        if (image.format !== 'heif' || image.width !== (drawing.width ?? 0) * scale)
          wrong.push(`${copy}: ${image.format} ${image.width} px wide, the drawing is ${drawing.width} px at ${scale}x`)
      }
      expect(wrong).toEqual([])
    },
  )

  it('then the drawing a page opens with is sent as its SVG, a fraction of its copy, and no copy is offered', async () => {
    for (const [path, svg] of [
      ['/hardware', '/illustrations/hero-counter.svg'],
      ['/fr/hardware', '/illustrations/hero-counter.svg'],
      ['/categories/pizzeria', '/illustrations/scenes/pizzeria.svg'],
      ['/fr/categories/pizzeria', '/illustrations/scenes/pizzeria.svg'],
    ] as const) {
      const html = await (await fetch(`${app.url}${path}`)).text()
      const first = /(?:<picture[^>]*>(?:<source[^>]*>)*)?<img [^>]*fetchPriority="high"[^>]*>/.exec(html)?.[0]
      expect(first, path).toMatch(new RegExp(`^<img src="${svg}"`))
      // What a browser is sent (compressed) against the smaller of the copies.
      const sent = await bytesSent(`${app.url}${svg}`)
      expect(sent.encoding).toBe('br')
      const copy = await fetch(`${app.url}${svg}.1x.avif`)
      expect(sent.bytes * 4).toBeLessThan((await copy.arrayBuffer()).byteLength)
    }
  })

  it('then a copy is cacheable by any HTTP cache, as the SVG is', async () => {
    const res = await fetch(`${app.url}/logos/north-slice.svg.1x.avif`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=604800')
    expect(res.headers.get('etag')).toBeTruthy()
    expect(res.headers.get('set-cookie')).toBeNull()
  })

  it('then a copy of a drawing that does not exist, or at a scale not offered, is a 404', async () => {
    for (const path of [
      '/logos/no-such-cafe.svg.1x.avif',
      '/illustrations/scenes/../../favicon.svg.1x.avif',
      '/logos/north-slice.svg.3x.avif',
      '/illustrations/%2e%2e/favicon.svg.2x.avif',
    ]) {
      const res = await fetch(`${app.url}${path}`)
      expect(res.status, path).toBe(404)
    }
  })
})
