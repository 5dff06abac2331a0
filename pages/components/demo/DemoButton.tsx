import type { ReactNode } from 'react'

/** Where a demo request came from: the page and the section of the button that opened the form. */
export interface DemoSource {
  page: string
  section: string
}

/**
 * A button that opens the demo form. It carries its section in a data attribute; one delegated
 * listener (pages/client/demo-trigger.ts) opens the modal, so buttons outside islands need no React.
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
  return (
    <button type="button" className={className} aria-haspopup="dialog" data-demo-section={section}>
      {children}
    </button>
  )
}
