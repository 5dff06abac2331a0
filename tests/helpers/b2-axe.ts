import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { axeResults, untilSectionsDrawn } from './axe'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * axe's violations inside `selector` on `page` as it is now, every rule (or only those tagged `tags`), as
 * 'rule: targets' lines (an empty list: none). The same `axe.run` with the same context as axeResults(page,
 * { include }) (axe.ts) on a page without frames, but axe's source is sent once per document (b-axe.ts's
 * axeViolations does the same for a whole page) instead of twice per check by AxeBuilder's legacy mode, and only the
 * violations come back. A page with frames is checked by axeResults (axe's per-frame run).
 */
export async function axeViolationsWithin(
  page: Page,
  selector: string,
  options: { tags?: string[] } = {},
): Promise<string[]> {
  if (page.frames().length !== 1) {
    const results = await axeResults(page, { ...options, include: selector })
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  }
  await untilSectionsDrawn(page)
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  return page.evaluate(
    async ({ selector, tags }) => {
      type Violation = { id: string; nodes: { target: string[] }[] }
      const { axe } = window as unknown as {
        axe: { run: (context: object, options: object) => Promise<{ violations: Violation[] }> }
      }
      const { violations } = await axe.run(
        { exclude: [], include: [selector] },
        { resultTypes: ['violations'], ...(tags ? { runOnly: { type: 'tag', values: tags } } : {}) },
      )
      return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    },
    { selector, tags: options.tags },
  )
}
