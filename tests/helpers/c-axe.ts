import type { Page } from 'playwright-core'
import { axeResults, WCAG21_AA } from './axe'

/**
 * As wcagViolations in axe.ts ('path: rule (targets)' lines, empty when every page passed), on a page the caller
 * already has (its context's caches warm) and once each path has loaded (`load`), without networkidle's 500 ms of
 * silence: a public page is complete server HTML; its islands hydrate the same markup later.
 */
export async function wcagViolationsOn(page: Page, baseUrl: string, paths: readonly string[]): Promise<string[]> {
  const violations: string[] = []
  for (const path of paths) {
    await page.goto(`${baseUrl}${path}`)
    const result = await axeResults(page, { tags: WCAG21_AA })
    for (const v of result.violations)
      violations.push(`${path}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
  }
  return violations
}
