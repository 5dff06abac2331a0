import AxeBuilder from '@axe-core/playwright'
import type { Browser } from 'playwright-core'

/**
 * Opens each path of `baseUrl` at `viewport` and lists axe's WCAG 2.1 A and AA violations as
 * 'path: rule (targets)' lines; an empty list means every page passed.
 */
export async function wcagViolations(
  browser: Browser,
  viewport: { width: number; height: number },
  baseUrl: string,
  paths: readonly string[],
): Promise<string[]> {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  const violations: string[] = []
  try {
    for (const path of paths) {
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' })
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
      for (const v of result.violations)
        violations.push(`${path}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
    }
  } finally {
    await context.close()
  }
  return violations
}
