import type { ReactNode } from 'react'
import { localizePath } from '../../../content/index'
import { useSite } from '../page-context'

/** Where a demo request came from: the page and the section of the button that opened the form. */
export interface DemoSource {
  page: string
  section: string
}

/** The demo page's address for a call to action: /demo?from=/about%23hero (the page, then the section). */
function demoHref(source: DemoSource, locale: Parameters<typeof localizePath>[1]): string {
  return `${localizePath('/demo', locale)}?from=${encodeURIComponent(`${source.page}#${source.section}`)}`
}

/**
 * A demo call to action: a real link to the demo page (/demo, /fr/demo), so it works without
 * JavaScript. It carries its section in a data attribute; one delegated listener
 * (pages/client/demo-trigger.ts) opens the modal over the page instead, so links outside islands need no React.
 */
export function DemoButton({
  section,
  className = 'btn btn--primary',
  children,
}: {
  section: string
  className?: string
  children: ReactNode
}) {
  const { locale, urlPathname } = useSite()
  return (
    <a href={demoHref({ page: urlPathname, section }, locale)} className={className} data-demo-section={section}>
      {children}
    </a>
  )
}
