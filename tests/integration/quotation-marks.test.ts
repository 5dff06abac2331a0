import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/app'
import { withoutWordSpans } from '../helpers/whole-words'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(async () => {
  await app?.close()
})

/** The text of each quoted paragraph (testimonials, the demo page's customers) in a page's HTML. */
async function quotes(path: string): Promise<string[]> {
  const res = await fetch(`${app.url}${path}`)
  expect(res.status).toBe(200)
  const html = withoutWordSpans(await res.text())
  return [...html.matchAll(/<blockquote[^>]*><p>([^<]*)<\/p>/g)].map((m) => m[1] ?? '')
}

describe('when a visitor reads what customers say', () => {
  it.each(['/', '/demo', '/pricing'])('then on %s in English the words stand in “…”', async (path) => {
    const found = await quotes(path)
    expect(found.length).toBeGreaterThan(1)
    for (const quote of found) expect(quote).toMatch(/^“[^“”«»]+”$/)
  })

  it.each(['/fr', '/fr/demo', '/fr/pricing'])('then on %s in French they stand in « … »', async (path) => {
    const found = await quotes(path)
    expect(found.length).toBeGreaterThan(1)
    for (const quote of found) expect(quote).toMatch(/^«\u00a0[^“”«»]+\u00a0»$/)
  })
})
