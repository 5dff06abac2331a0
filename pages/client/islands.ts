import type { Locale } from '../../content/index'
import { islands, type IslandName } from '../components/islands'

/**
 * The islands of the page (loaded by pages/+client.ts once the page has loaded), each hydrated only
 * when needed: on the first interaction with it, or (unless it is marked `data-hydrate="interaction"`)
 * once it comes near the viewport and the main thread is idle. Static parts ship no JavaScript; every
 * island already works as server HTML until then. React itself comes with the first island hydrated,
 * so a page whose islands stay out of view and untouched never loads it.
 */
// <Island> writes a valid locale; taking it as is (not checked against content/index's list, which
// would bring the menus and forms of both languages into this loader) keeps the loader small.
const toLocale = (value: string | undefined): Locale => (value ?? 'en') as Locale

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
    ([{ createElement, startTransition, useEffect }, { hydrateRoot }, { SiteProvider }, Component]) => {
      const value = { locale, urlPathname: location.pathname }
      // Once React has committed the island: the live island can be told from the server's HTML (tests, styles).
      function Root() {
        useEffect(() => void (element.dataset.hydrated = 'true'), [])
        return createElement(SiteProvider, { value, children: createElement(Component, props) })
      }
      // As a transition, React hydrates in slices of a few milliseconds and yields to the browser in
      // between, so a large island makes no long task. An event on the island meanwhile makes React
      // finish hydrating at once, then handle it.
      startTransition(() => void hydrateRoot(element, createElement(Root)))
    },
  )
}

/** pointerover warms a desktop island up before the click; input and change catch autofill. */
const INTERACTIONS = ['pointerover', 'pointerdown', 'focusin', 'touchstart', 'input', 'change'] as const

/**
 * Whether the visitor is already in the island or has changed one of its fields (the page works as
 * plain HTML before this script loads): then it is hydrated at once, and keeps what they entered.
 */
function touched(element: HTMLElement): boolean {
  if (document.activeElement !== document.body && element.contains(document.activeElement)) return true
  for (const field of element.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    'input, select, textarea',
  )) {
    if (field instanceof HTMLSelectElement) {
      // Without a `selected` option, a single select's default is its first option.
      const options = [...field.options]
      const defaultIndex = field.multiple
        ? -1
        : Math.max(
            0,
            options.findIndex((option) => option.defaultSelected),
          )
      const changed = field.multiple
        ? options.some((option) => option.selected !== option.defaultSelected)
        : field.selectedIndex !== defaultIndex
      if (changed) return true
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked) return true
    } else if (field.value !== field.defaultValue) return true
  }
  return false
}

function hydrateWhenNeeded(element: HTMLElement, observer: IntersectionObserver): void {
  const watched = element.firstElementChild
  const now = () => {
    for (const type of INTERACTIONS) element.removeEventListener(type, now)
    if (watched) observer.unobserve(watched)
    hydrate(element)
  }
  // An island that renders nothing (an enhancer such as the blog list's) has no box to see or touch.
  if (!watched) {
    whenIdle(() => hydrate(element))
    return
  }
  if (touched(element)) {
    hydrate(element)
    return
  }
  for (const type of INTERACTIONS) element.addEventListener(type, now, { once: true, passive: true })
  if (element.dataset.hydrate === 'interaction') return
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
