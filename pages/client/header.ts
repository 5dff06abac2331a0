/** Compact header after 50 px of scroll (product-spec section 9). */
const COMPACT_AFTER_PX = 50

/**
 * What the server-rendered header (pages/components/header/Header.tsx) needs a script for: the
 * compact bar once the page has scrolled, and closing an open menu (<details>) on Escape (focus
 * goes back to its summary) or on a press outside it. Menus themselves open without JavaScript.
 */
export function enhanceHeader(): void {
  const header = document.querySelector<HTMLElement>('[data-site-header]')
  if (!header) return
  let compact = false
  const onScroll = () => {
    const next = window.scrollY > COMPACT_AFTER_PX
    if (next === compact) return
    compact = next
    header.dataset.compact = String(next)
  }
  onScroll()
  window.addEventListener('scroll', onScroll, { passive: true })

  const openMenus = () => [...header.querySelectorAll<HTMLDetailsElement>('details[open]')]
  document.addEventListener('pointerdown', (event) => {
    for (const menu of openMenus()) {
      if (!menu.contains(event.target as Node)) menu.open = false
    }
  })
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return
    const menus = openMenus()
    if (!menus.length) return
    const outer = menus[0]
    for (const menu of menus) menu.open = false
    outer?.querySelector('summary')?.focus()
  })
}
