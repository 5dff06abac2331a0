import type { ComponentType } from 'react'
import { useSite } from './page-context'
import type { IslandName } from './islands'

/**
 * Marks an interactive part of a server-rendered page. The server renders the component in place;
 * in the browser, pages/client/islands.ts hydrates only these parts, with the same props (serialized
 * into the HTML), so the rest of the page ships no JavaScript.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
}: {
  name: IslandName
  component: ComponentType<P>
  props: P
}) {
  const { locale } = useSite()
  return (
    <div data-island={name} data-locale={locale} data-props={JSON.stringify(props)} className="island">
      <Component {...props} />
    </div>
  )
}
