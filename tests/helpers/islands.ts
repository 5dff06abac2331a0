import type { Page } from 'playwright-core'
import type { IslandName } from '../../pages/components/islands'

/**
 * Waits until the island `name` of the page has hydrated (pages/client/islands.ts marks its wrapper
 * `data-hydrated` once React has committed it). Until then it is the server's HTML: its forms post
 * natively and nothing in it reacts to scrolling, so a test of its scripted behaviour waits for this
 * before it interacts. The wrapper has no box of its own (display: contents): attached is the condition.
 */
export async function waitForIsland(page: Page, name: IslandName): Promise<void> {
  await page.locator(`[data-island="${name}"][data-hydrated]`).waitFor({ state: 'attached' })
}
