/** The marketing pages' integration tests: their app and HTML readers (marketing, marketing-site tests). */
import { afterAll, beforeAll, expect } from 'vitest'
import { startTestApp, type TestApp } from './app'
import { withoutWordSpans } from './whole-words'

export let app: TestApp

/** How React's server renderer escapes text, so content strings can be found in the HTML. */
export function html(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
}

/** The page's HTML, with the spans that keep hyphenated words on one line taken out. */
export async function get(path: string) {
  const res = await fetch(`${app.url}${path}`, { redirect: 'manual' })
  const body = withoutWordSpans(await res.text())
  return { status: res.status, location: res.headers.get('location'), body }
}

export function jsonLdTypes(body: string): string[] {
  return [...body.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (m) => (JSON.parse(m[1] ?? '{}') as { '@type': string })['@type'],
  )
}

export function expectInOrder(body: string, markers: string[]) {
  const positions = markers.map((m) => body.indexOf(m))
  positions.forEach((p, i) => expect(p, `"${markers[i]}" is on the page`).toBeGreaterThan(-1))
  expect(positions).toEqual([...positions].sort((a, b) => a - b))
}

/**
 * Starts `app` before the file, with the sample blog posts a first start seeds (the crawl reaches the blog); closes it
 * after.
 */
export function withMarketingApp(): void {
  beforeAll(async () => {
    // The crawl reaches the blog too: give it the sample posts, as a first start does.
    app = await startTestApp({}, {}, { sampleBlog: true })
  })
  afterAll(async () => {
    await app?.close()
  })
}
