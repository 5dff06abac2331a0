import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { axeResults } from './axe'

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
