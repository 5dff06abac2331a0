import { useState } from 'react'
import { useLocaleState, useNotify } from 'react-admin'
import { currentMe, saveLocale } from '../session'
import { isAdminLocale, type AdminLocale } from './index'

/**
 * The admin's current language and a way to change it: signed in, the choice is saved on the
 * account first (PATCH /api/auth/me) and then applied; signed out (sign-in page), only this browser.
 */
export function useAdminLocale(): {
  locale: AdminLocale
  changeLocale: (next: AdminLocale) => Promise<void>
  busy: boolean
} {
  const [current, setLocale] = useLocaleState()
  const notify = useNotify()
  const [busy, setBusy] = useState(false)
  const locale: AdminLocale = isAdminLocale(current) ? current : 'en'

  async function changeLocale(next: AdminLocale): Promise<void> {
    if (next === locale || busy) return
    if (currentMe()) {
      setBusy(true)
      try {
        await saveLocale(next)
      } catch (error) {
        setBusy(false)
        notify(error instanceof Error && error.message ? error.message : 'mapleserve.language.failed', {
          type: 'error',
        })
        return
      }
      setBusy(false)
    }
    setLocale(next)
  }

  return { locale, changeLocale, busy }
}
