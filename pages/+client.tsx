import { hydrateRoot } from 'react-dom/client'
import { defaultLocale, locales, type Locale } from '../content/index'
import { SiteProvider } from './components/page-context'
import { islands, type IslandName } from './components/islands'
import { captureAttribution } from './client/attribution'
import { listenForDemoButtons } from './client/demo-trigger'

/**
 * The whole client side of the public site: hydrate the islands present on this page (each
 * island's code is its own chunk) and wire the demo buttons. Static parts ship no JavaScript.
 */
function toLocale(value: string | undefined): Locale {
  return (locales as readonly string[]).includes(value ?? '') ? (value as Locale) : defaultLocale
}

const pageLocale = toLocale(document.querySelector<HTMLElement>('[data-island]')?.dataset.locale)
captureAttribution()
listenForDemoButtons(pageLocale)

for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const name = element.dataset.island as IslandName
  const load = islands[name]
  if (!load) continue
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>
  const locale = toLocale(element.dataset.locale)
  void load().then((Component) => {
    hydrateRoot(
      element,
      <SiteProvider value={{ locale, urlPathname: location.pathname }}>
        <Component {...props} />
      </SiteProvider>,
    )
  })
}
