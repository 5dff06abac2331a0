import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/app'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(async () => {
  await app?.close()
})

/** Marketing pages of the sitemap (the blog's covers are per post and not drawings of the site). */
async function sitePages(): Promise<string[]> {
  const xml = await (await fetch(`${app.url}/sitemap.xml`)).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1] ?? '').pathname)
    .filter((p) => !/\/blog(\/|$)/.test(p))
}

const decode = (s: string) =>
  s
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim()

/**
 * Every drawing on a page with the role it plays there: its alt text (illustrations, logos, and the
 * product drawings under /art). Decorative drawings (empty alt) play the role '(decoration)'.
 */
export function drawingsOf(html: string): { drawing: string; role: string }[] {
  const found: { drawing: string; role: string }[] = []
  // Every file an <img> or a <picture>'s <source> can show (src and each srcset candidate), from the
  // site's drawings and its customers' logos; a <source> plays the role of its picture's <img>.
  for (const [picture] of html.matchAll(/<picture\b[\s\S]*?<\/picture>|<img\b[^>]*>/g)) {
    const img = /<img\b[^>]*>/.exec(picture)?.[0] ?? ''
    const role = decode(/\balt="([^"]*)"/.exec(img)?.[1] ?? '') || '(decoration)'
    const files = new Set<string>()
    for (const [, attr = ''] of picture.matchAll(/\b(?:src|srcset)="([^"]+)"/g))
      for (const candidate of attr.split(',')) {
        const file = candidate.trim().split(/\s+/)[0] ?? ''
        if (/^\/(illustrations|logos|art)\//.test(file)) files.add(file)
      }
    for (const drawing of files) found.push({ drawing, role })
  }
  // A decorative copy beside the same drawing with its alt (a mobile inline copy) plays that role.
  const named = new Set(found.filter((f) => f.role !== '(decoration)').map((f) => f.drawing))
  return found.filter((f) => f.role !== '(decoration)' || !named.has(f.drawing))
}

describe('when every page of the sitemap is drawn', () => {
  it('then no drawing serves two roles, in either language', { timeout: 120_000 }, async () => {
    const pages = await sitePages()
    expect(pages.length).toBeGreaterThan(20)
    const roles = new Map<string, Map<string, string[]>>()
    for (const path of pages) {
      const res = await fetch(`${app.url}${path}`)
      expect(res.status, path).toBe(200)
      const locale = path === '/fr' || path.startsWith('/fr/') ? 'fr' : 'en'
      for (const { drawing, role } of drawingsOf(await res.text())) {
        const key = `${locale} ${drawing}`
        const byRole = roles.get(key) ?? new Map<string, string[]>()
        byRole.set(role, [...(byRole.get(role) ?? []), path])
        roles.set(key, byRole)
      }
    }
    const twoRoles = [...roles]
      .filter(([, byRole]) => byRole.size > 1)
      .map(
        ([drawing, byRole]) =>
          `${drawing}: ${[...byRole].map(([role, at]) => `"${role}" on ${at.join(', ')}`).join(' | ')}`,
      )
    expect(twoRoles).toEqual([])
  })

  it('then the product and industry heroes each show their own drawing', async () => {
    const heroes = new Map<string, string>()
    const xml = await (await fetch(`${app.url}/sitemap.xml`)).text()
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => new URL(m[1] ?? '').pathname)
      .filter((p) => /^\/(products|categories)\//.test(p))
    for (const path of paths) {
      const html = await (await fetch(`${app.url}${path}`)).text()
      const hero = /<section[^>]*aria-labelledby="hero-title"[\s\S]*?<\/section>/.exec(html)?.[0] ?? ''
      const first = drawingsOf(hero)[0]
      expect(first, `${path} has a hero drawing`).toBeDefined()
      heroes.set(path, first?.drawing ?? '')
    }
    const seen = new Map<string, string>()
    for (const [path, drawing] of heroes) {
      expect(seen.get(drawing), `${path} shares its hero drawing`).toBeUndefined()
      seen.set(drawing, path)
    }
  })
})
