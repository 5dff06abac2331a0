import type { Locale } from '../../content/index'

/**
 * One listener for every [data-demo-section] link on the page, inside islands or not: the modal
 * opens over the page instead of following the link to /demo (a new tab or window still follows it).
 * The modal and React come with the first click, so pages without an island never load React.
 */
export function listenForDemoButtons(locale: Locale): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('[data-demo-section]')
    if (!button || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    const source = { page: location.pathname, section: button.dataset.demoSection ?? 'unknown' }
    void import('./demo-modal').then(({ openDemo }) => openDemo(source, locale, button))
  })
}
