import { useEffect } from 'react'
import { useTranslate } from 'react-admin'
import { useBlocker } from 'react-router'

/**
 * react-admin's warnWhenUnsavedChanges for the forms kept in React state (react-admin's own forms
 * take `warnWhenUnsavedChanges`): while `dirty`, leaving through the menu or a link asks first
 * (react-admin's "unsaved changes" message), and closing or reloading the tab asks the browser's way.
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
