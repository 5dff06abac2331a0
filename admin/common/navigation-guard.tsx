import { useCallback, useEffect, useId, useRef, useSyncExternalStore } from 'react'
import { reactRouterProvider, type RouterBlocker, type RouterBlockerFunction, type RouterProvider } from 'react-admin'
import { useBlocker as useRouterBlocker, type Blocker } from 'react-router'

/**
 * react-router keeps one blocker per router and asks only the last one registered, so with two forms
 * on a screen (Settings: public profile and password) the other form's changes were left without a
 * prompt. Here every form's blocker (react-admin's warnWhenUnsavedChanges and useWarnWhenDirty, both
 * through the router provider's useBlocker) registers its test, and one real blocker, mounted once
 * in the layout (NavigationGuard), asks them all; the form whose test stopped the navigation sees it
 * blocked and asks the user.
 */
type Test = () => RouterBlockerFunction | boolean
type BlockerArgs = Parameters<RouterBlockerFunction>[0]
interface Held {
  owner: string
  blocker: RouterBlocker
}

const unblocked: RouterBlocker = { state: 'unblocked', reset: undefined, proceed: undefined, location: undefined }
const tests = new Map<string, Test>()
const listeners = new Set<() => void>()
let held: Held = { owner: '', blocker: unblocked }
let stoppedBy = ''

function publish(next: Held): void {
  if (next.owner === held.owner && next.blocker === held.blocker) return
  held = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function formThatBlocks(args: BlockerArgs): string {
  for (const [id, current] of tests) {
    const test = current()
    if (typeof test === 'function' ? test(args) : test) return id
  }
  return ''
}

function useSharedBlocker(shouldBlock: RouterBlockerFunction | boolean): RouterBlocker {
  const id = useId()
  const latest = useRef(shouldBlock)
  useEffect(() => {
    latest.current = shouldBlock
  })
  useEffect(() => {
    tests.set(id, () => latest.current)
    return () => {
      tests.delete(id)
    }
  }, [id])
  const current = useSyncExternalStore(subscribe, () => held)
  return current.owner === id ? current.blocker : unblocked
}

/** The one react-router blocker of the back office; renders nothing. */
export function NavigationGuard() {
  const blocker: Blocker = useRouterBlocker(
    useCallback((args: BlockerArgs) => {
      stoppedBy = formThatBlocks(args)
      return stoppedBy !== ''
    }, []),
  )
  useEffect(() => {
    publish(
      blocker.state === 'unblocked'
        ? { owner: '', blocker: unblocked }
        : { owner: stoppedBy, blocker: blocker as RouterBlocker },
    )
  }, [blocker])
  useEffect(() => () => publish({ owner: '', blocker: unblocked }), [])
  return null
}

/** react-admin's react-router provider with the shared blocker (given to <Admin routerProvider>). */
export const adminRouterProvider: RouterProvider = { ...reactRouterProvider, useBlocker: useSharedBlocker }
