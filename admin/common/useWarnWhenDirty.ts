import { useEffect } from 'react'
import { useBlocker, useTranslate } from 'react-admin'

/**
 * react-admin's warnWhenUnsavedChanges for the forms kept in React state (react-admin's own forms
 * take `warnWhenUnsavedChanges`): while `dirty`, leaving through the menu or a link asks first
 * (react-admin's "unsaved changes" message), and closing or reloading the tab asks the browser's way.
 * react-admin's useBlocker goes through the router provider, so it shares the one blocker
 * (navigation-guard.tsx) with the other forms of the screen.
 */
export function useWarnWhenDirty(dirty: boolean): void {
  const translate = useTranslate()
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  )
  useEffect(() => {
    if (blocker.state !== 'blocked') return
    if (window.confirm(translate('ra.message.unsaved_changes'))) blocker.proceed()
    else blocker.reset()
  }, [blocker, translate])
  useEffect(() => {
    if (!dirty) return
    const ask = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [dirty])
}
