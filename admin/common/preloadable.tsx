import { lazy, type ComponentType } from 'react'

/**
 * A screen in its own chunk that main.tsx may already have asked for (a load of its address): once
 * the code has arrived the screen renders at once. React.lazy alone suspends on its first render even
 * when the code is there, and React then holds the revealed screen back for its fallback throttle
 * (about 300 ms in React 19): on a load of /admin/leads that was an idle 190 ms before the rows.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<ComponentType<P>> | undefined
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined
        throw error
      },
    ))
  const Lazy = lazy(() => preload().then((component) => ({ default: component })))
  function Screen(props: P) {
    const Loaded = loaded
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />
  }
  return { Screen, preload }
}
