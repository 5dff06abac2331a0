import { createRoot, type Root } from 'react-dom/client'
import { defaultLocale, type Locale } from '../../content/index'
import { SiteProvider } from '../components/page-context'
import type { DemoSource } from '../components/demo/DemoButton'

/** The demo modal's React root: loaded with React on the first click of a demo link (pages/client/demo-trigger.ts). */
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
