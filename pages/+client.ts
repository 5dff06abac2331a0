import type { Locale } from '../content/index'
import { captureAttribution, fillAttributionOnSubmit } from './client/attribution'
import { listenForDemoButtons } from './client/demo-trigger'
import { enhanceHeader } from './client/header'
import { offerLanguage } from './client/language-offer'
import { sendPageview } from './client/analytics'
import { drawSectionsWhenIdle } from './client/render-later'

/**
 * The public site's entry script, kept to a few plain-DOM enhancements (about 2 KB): the header's
 * compact bar and menu closing, the demo links (the modal and React come with the first click), the
 * home page's offer of the other language, the visit's attribution and the
 * cookieless page-view beacon. The page is complete HTML that paints with its inlined CSS and font
 * alone, so the islands and React (pages/client/islands.ts) are fetched only once the page has
 * loaded and the main thread is idle, never competing with the first paint. Until then every link
 * and form works as plain HTML.
 */
const pageLocale: Locale = document.documentElement.lang.startsWith('fr') ? 'fr' : 'en'
captureAttribution()
fillAttributionOnSubmit()
listenForDemoButtons(pageLocale)
enhanceHeader()
offerLanguage()

function loadIslands(): void {
  if (!document.querySelector('[data-island]')) return
  const load = () => void import('./client/islands')
  if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: 2000 })
  else setTimeout(load, 200)
}

/** After load, when the main thread is idle: the sections not drawn yet, the cookieless page-view beacon, the islands. */
function afterLoad(): void {
  drawSectionsWhenIdle()
  if ('requestIdleCallback' in window) requestIdleCallback(sendPageview, { timeout: 3000 })
  else setTimeout(sendPageview, 300)
  loadIslands()
}

if (document.readyState === 'complete') afterLoad()
else addEventListener('load', afterLoad, { once: true })
