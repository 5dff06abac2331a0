import { useEffect } from 'react'
import { useNotify } from 'react-admin'

/** Every failed load shows a notification (decisions.md: failures are shown, not only logged). */
export function useNotifyOnError(error: unknown, fallback: string): void {
  const notify = useNotify()
  useEffect(() => {
    if (!error) return
    const message = error instanceof Error && error.message ? error.message : fallback
    notify(message, { type: 'error' })
  }, [error, fallback, notify])
}
