import { defaultLocale, locales, type Locale } from '../../content/index'
import { islands, type IslandName } from '../components/islands'

/**
 * The islands of the page (loaded by pages/+client.ts once the page has loaded), each hydrated only
 * when needed: on the first interaction with it, or once it comes near the viewport and the main
 * thread is idle. Static parts ship no JavaScript; every island already works as server HTML until then.
 * React itself comes with the first island hydrated, so a page whose islands stay out of view never
 * loads it.
 */
function toLocale(value: string | undefined): Locale {
  return (locales as readonly string[]).includes(value ?? '') ? (value as Locale) : defaultLocale
}

const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 1000 }) : setTimeout(run, 1)

function hydrate(element: HTMLElement): void {
  if (element.dataset.hydrating) return
  element.dataset.hydrating = 'true'
  const load = islands[element.dataset.island as IslandName]
  if (!load) return
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>
  const locale = toLocale(element.dataset.locale)
  void Promise.all([import('react'), import('react-dom/client'), import('../components/page-context'), load()]).then(
    ([{ createElement }, { hydrateRoot }, { SiteProvider }, Component]) => {
      const value = { locale, urlPathname: location.pathname }
      hydrateRoot(element, createElement(SiteProvider, { value, children: createElement(Component, props) }))
      // Once React has committed: the live island can be told from the server's HTML (tests, styles).
      requestAnimationFrame(() => setTimeout(() => (element.dataset.hydrated = 'true')))
    },
  )
}

const INTERACTIONS = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const

function hydrateWhenNeeded(element: HTMLElement, observer: IntersectionObserver): void {
  const now = () => {
    for (const type of INTERACTIONS) element.removeEventListener(type, now)
    if (element.firstElementChild) observer.unobserve(element.firstElementChild)
    hydrate(element)
  }
  // An island that renders nothing (an enhancer such as the blog list's) has no box to see or touch.
  const watched = element.firstElementChild
  if (!watched) {
    whenIdle(() => hydrate(element))
    return
  }
  for (const type of INTERACTIONS) element.addEventListener(type, now, { once: true, passive: true })
  // An island's wrapper is display: contents (no box to intersect): watch its first child instead.
  islandOf.set(watched, element)
  observer.observe(watched)
}

const islandOf = new WeakMap<Element, HTMLElement>()

const observer = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      observer.unobserve(entry.target)
      const island = islandOf.get(entry.target)
      if (island) whenIdle(() => hydrate(island))
    }
  },
  { rootMargin: '200px 0px' },
)
for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) hydrateWhenNeeded(element, observer)
