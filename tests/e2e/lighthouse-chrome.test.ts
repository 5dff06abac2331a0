import { afterEach, describe, expect, it } from 'vitest'
import type { LaunchedChrome } from 'chrome-launcher'
import { launchLighthouseChrome } from '../../scripts/lib/lighthouse-chrome'

let chrome: LaunchedChrome | undefined
afterEach(() => {
  chrome?.kill()
  chrome = undefined
})

describe("the audit's browser (npm run audit)", () => {
  it('when it starts, then it renders only the page under audit, not its own address-bar popup', async () => {
    chrome = await launchLighthouseChrome()
    const targets = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/list`)).json()) as {
      type: string
      url: string
    }[]
    expect(targets.map((t) => t.type)).toContain('page')
    // Chromium 151+ lists its pre-rendered popup here as soon as it has started (puppeteer/puppeteer#15278).
    expect(targets.filter((t) => t.url.startsWith('chrome://omnibox-popup'))).toEqual([])
  })
})
