import { createRoot, type Root } from 'react-dom/client'
import { defaultLocale, type Locale } from '../../content/index'
import { SiteProvider } from '../components/page-context'
import type { DemoSource } from '../components/demo/DemoButton'

let root: Root | null = null
let openCount = 0

/**
 * Opens the demo modal (code fetched on first use) for a button's page and section. When it
 * closes, focus goes back to the element that opened it.
 */
export async function openDemo(
  source: DemoSource,
  locale: Locale = defaultLocale,
  opener?: HTMLElement | null,
): Promise<void> {
  const returnTo = opener ?? (document.activeElement as HTMLElement | null)
  const { default: DemoModal } = await import('../components/demo/DemoModal')
  if (!root) {
    const container = document.createElement('div')
    container.id = 'demo-modal-root'
    document.body.appendChild(container)
    root = createRoot(container)
  }
  openCount += 1
  const close = () => {
    root?.render(null)
    if (returnTo?.isConnected) returnTo.focus()
  }
  root.render(
    <SiteProvider value={{ locale, urlPathname: location.pathname }}>
      {/* A new key per opening resets the form, its errors and its success state. */}
      <DemoModal key={openCount} source={source} onClose={close} />
    </SiteProvider>,
  )
}

/**
 * One listener for every [data-demo-section] link on the page, inside islands or not: the modal
 * opens over the page instead of following the link to /demo (a new tab or window still follows it).
 */
export function listenForDemoButtons(locale: Locale): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('[data-demo-section]')
    if (!button || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    void openDemo({ page: location.pathname, section: button.dataset.demoSection ?? 'unknown' }, locale, button)
  })
}
