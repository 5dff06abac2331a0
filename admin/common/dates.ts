import { useLocaleState } from 'react-admin'
import { adminLocaleTags, isAdminLocale } from '../i18n'

/**
 * The admin's one date format per language (every screen): a medium date, and a short time when
 * there is one: "Nov 27, 2026, 3:14 p.m." / "27 nov. 2026, 15 h 14" (en-CA / fr-CA, as the public site).
 */
export function formatDateTime(value: string | number | Date, locale: string, withTime = true): string {
  const tag = adminLocaleTags[isAdminLocale(locale) ? locale : 'en']
  return new Date(value).toLocaleString(
    tag,
    withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
  )
}

/** formatDateTime in the admin's current language. */
export function useFormatDate(): (value: string | number | Date, withTime?: boolean) => string {
  const [locale] = useLocaleState()
  return (value, withTime = true) => formatDateTime(value, locale, withTime)
}
