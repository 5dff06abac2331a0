import * as chromeLauncher from 'chrome-launcher'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/helpers/browser'

/**
 * Chromium's own address-bar popup, which it pre-renders in a renderer of its own from 151 on, headless
 * included (about a second of CPU on this 2-core machine, right when the first audited page loads).
 * No phone pays it, so the audit's browser turns it off, as Puppeteer does by default
 * (puppeteer/puppeteer#15278).
 */
const BROWSER_UI_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']

/**
 * chrome-launcher's flags (what Lighthouse expects: no translate, no background networking, ...) with
 * BROWSER_UI_OFF added to its `--disable-features` (Chromium reads only the last such flag, so a
 * second one would drop chrome-launcher's), then this machine's CHROMIUM_ARGS.
 */
function lighthouseChromeFlags(): string[] {
  const defaults = chromeLauncher.Launcher.defaultFlags()
  const merged = defaults.map((flag) =>
    flag.startsWith('--disable-features=') ? `${flag},${BROWSER_UI_OFF.join(',')}` : flag,
  )
  if (!merged.some((flag) => flag.startsWith('--disable-features=')))
    merged.push(`--disable-features=${BROWSER_UI_OFF.join(',')}`)
  return [...merged, ...CHROMIUM_ARGS]
}

/** The browser `npm run audit` and `npm run bench -- --main-thread` drive Lighthouse in. */
export function launchLighthouseChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: lighthouseChromeFlags(),
    ignoreDefaultFlags: true,
  })
}
