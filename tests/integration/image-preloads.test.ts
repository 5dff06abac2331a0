import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/app'

/**
 * An image the page asks for before its own markup (a `<link rel="preload" as="image">`, which React
 * writes for an eager <img>) shares a phone's connection with the first screen: it must be an image
 * of the first screen, never one further down (home once preloaded its "What we do" illustration,
 * a screen below, ahead of the hero's drawing).
 */
let app: TestApp
beforeAll(async () => {
  app = await startTestApp({}, {}, { sampleBlog: true })
})
afterAll(async () => {
  await app?.close()
})

const firstScreen = (html: string) => {
  const main = html.slice(html.indexOf('<main'))
  // The header, then main's content up to the end of its first section (the page's hero).
  const heroEnd = main.indexOf('</section>')
  return html.slice(0, html.indexOf('<main')) + main.slice(0, heroEnd)
}

describe('when a phone opens a page', () => {
  it('then every image it preloads is one of its first screen, on every page of the sitemap in both languages', async () => {
    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text()
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname)
    expect(paths).toContain('/fr')
    const pages = await Promise.all(
      paths.map(async (path) => ({ path, html: await (await fetch(`${app.url}${path}`)).text() })),
    )
    const misplaced = pages.flatMap(({ path, html }) =>
      [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)]
        .filter(([, href]) => !firstScreen(html).includes(`src="${href}"`))
        .map(([, href]) => `${path}: ${href}`),
    )
    expect(misplaced).toEqual([])
  })
})
