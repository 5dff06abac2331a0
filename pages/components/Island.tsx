import type { ComponentType } from 'react'
import { useSite } from './page-context'
import type { IslandName } from './islands'

/**
 * When an island is hydrated: `visible` (the default) once it comes near the viewport and the main
 * thread is idle, or on the first interaction with it; `interaction` only on the first interaction
 * (or once a field in it has been changed), for a large island that works as plain HTML until then
 * (the quote builder's GET form): its hydration then never runs while the page loads.
 */
export type HydrateWhen = 'visible' | 'interaction'

/**
 * Marks an interactive part of a server-rendered page. The server renders the component in place;
 * in the browser, pages/client/islands.ts hydrates only these parts, with the same props (serialized
 * into the HTML), so the rest of the page ships no JavaScript.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  hydrate = 'visible',
}: {
  name: IslandName
  component: ComponentType<P>
  props: P
  hydrate?: HydrateWhen
}) {
  const { locale } = useSite()
  return (
    <div
      data-island={name}
      data-locale={locale}
      data-props={JSON.stringify(props)}
      data-hydrate={hydrate === 'visible' ? undefined : hydrate}
      className="island"
    >
      <Component {...props} />
    </div>
  )
}
