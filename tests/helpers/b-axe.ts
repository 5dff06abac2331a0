import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { axeResults, untilAnimationsEnded, untilSectionsDrawn } from './axe'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * axe's violations on `page` as it is now, as 'rule: targets' lines (an empty list: none), for every rule or only
 * those tagged `tags`. The same `axe.run` over the whole document as axeResults (axe.ts) does on a page without
 * frames, but axe's source is sent once per document, not twice per check as AxeBuilder's legacy mode does, and
 * only the violations come back. A page with frames is checked by axeResults (axe's per-frame run).
 */
export async function axeViolations(page: Page, options: { tags?: string[] } = {}): Promise<string[]> {
  if (page.frames().length !== 1) {
    const results = await axeResults(page, options)
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  }
  await untilSectionsDrawn(page)
  // As axeResults: colours are read as drawn, so not mid-transition (home's primary button was fading once).
  await untilAnimationsEnded(page)
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  return page.evaluate(async (tags) => {
    type Violation = { id: string; nodes: { target: string[] }[] }
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> }
    }
    const { violations } = await axe.run(document, {
      resultTypes: ['violations'],
      ...(tags ? { runOnly: { type: 'tag', values: tags } } : {}),
    })
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  }, options.tags)
}

/**
 * axe's violations on each of `paths` (from `baseUrl`), as 'path: rule: targets' lines, each page read once its
 * network has been quiet (its late scripts have run). Two tabs of `page`'s context take turns: the next path loads
 * and goes quiet in one while axe reads the other, so the quiet periods overlap the audits instead of adding up.
 */
export async function axeTour(
  page: Page,
  baseUrl: string,
  paths: readonly string[],
  options: { tags?: string[] } = {},
): Promise<string[]> {
  const tabs = [page, await page.context().newPage()] as const
  const tab = (i: number) => tabs[i % 2] as Page
  const visit = (i: number) => {
    const loading = tab(i).goto(`${baseUrl}${paths[i]}`, { waitUntil: 'networkidle' })
    loading.catch(() => undefined)
    return loading
  }
  const lines: string[] = []
  try {
    let loading = paths.length ? visit(0) : undefined
    for (let i = 0; i < paths.length; i++) {
      await loading
      loading = i + 1 < paths.length ? visit(i + 1) : undefined
      lines.push(...(await axeViolations(tab(i), options)).map((line) => `${paths[i]}: ${line}`))
    }
  } finally {
    await tabs[1].close()
  }
  return lines
}
