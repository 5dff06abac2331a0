import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { RENDER_LATER } from '../../pages/client/render-later'

/** The WCAG 2.1 A and AA rules (axe tags). */
export const WCAG21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

export type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>

/**
 * axe's results for `page` as it is now: every rule (or only those tagged `tags`), over the whole page
 * (or only `include`). Only violations are reported in full (axe's `resultTypes`: passes and the
 * rest keep one example node), which spares axe collecting every passing node on long pages.
 * A page without frames is checked with one `axe.run` in the page (AxeBuilder's legacy mode)
 * rather than axe's per-frame run finished in an extra blank page, which injects axe three times:
 * the same rules on the same nodes, a third less time. Pages with frames keep the per-frame run. It reads the page
 * once its late sections are drawn and its transitions have ended (untilSectionsDrawn, untilAnimationsEnded).
 */
export async function axeResults(page: Page, options: { tags?: string[]; include?: string } = {}): Promise<AxeResults> {
  await untilSectionsDrawn(page)
  await untilAnimationsEnded(page)
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] })
  if (options.tags) builder.withTags(options.tags)
  if (options.include) builder.include(options.include)
  if (page.frames().length === 1) builder.setLegacyMode(true)
  return builder.analyze()
}

/**
 * Resolves once a public page's sections below the first screen are drawn: pages/client/render-later.ts
 * draws them one per idle moment after load, and until then content-visibility skips them, so axe would
 * read them unpainted and at estimated positions (color-contrast against a neighbour's background). A
 * page without scripting (its noscript markup parses as elements) keeps them skipped: nothing to wait for.
 */
export async function untilSectionsDrawn(page: Page): Promise<void> {
  await page.waitForFunction(
    (selector) => {
      const probe = document.createElement('div')
      probe.innerHTML = '<noscript><p></p></noscript>'
      return probe.querySelector('noscript p') !== null || document.querySelector(selector) === null
    },
    RENDER_LATER,
    { polling: 50 },
  )
}

/**
 * Resolves once the page's finite animations and transitions have ended (infinite ones, such as a spinner or the logo
 * strip, never do and are not waited for): axe reads colours as drawn at that moment, and it read a MUI contained
 * button mid-fade once (color-contrast on the admin's Settings). A still page costs one check.
 */
export async function untilAnimationsEnded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  )
}

/**
 * Opens each path of `baseUrl` in `page` (a page the caller already has, its context's caches warm) and lists
 * axe's WCAG 2.1 A and AA violations as 'path: rule (targets)' lines once each path has loaded (`load`, not
 * networkidle's 500 ms of silence: a public page is complete server HTML; its islands hydrate the same markup
 * later); an empty list means every page passed.
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
