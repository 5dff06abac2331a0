import type { Page } from 'playwright-core'
import { watchProblems } from './browser'

/**
 * Visits `items` in `page` and one more tab of its context side by side, each tab taking the next item when it is
 * done with its last: one page loads (network, parsing, fonts) while the other is measured, so the waits of a long
 * tour overlap instead of adding up. Both tabs share the context's caches. The extra tab records its problems with
 * `watch` (openPage's by default; returned, for the caller to assert on with its own) and is closed at the end. Visits
 * must not depend on one another's order.
 */
export async function inTwoTabs<T>(
  page: Page,
  items: readonly T[],
  visit: (tab: Page, item: T) => Promise<void>,
  watch: (tab: Page) => string[] = watchProblems,
): Promise<{ problems: string[] }> {
  const second = await page.context().newPage()
  const problems = watch(second)
  let next = 0
  const work = async (tab: Page) => {
    while (next < items.length) await visit(tab, items[next++] as T)
  }
  try {
    await Promise.all([work(page), work(second)])
  } finally {
    await second.close()
  }
  return { problems }
}
