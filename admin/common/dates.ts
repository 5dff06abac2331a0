import { adminLocaleTags, isAdminLocale } from '../i18n'

/**
 * The admin's one date format per language (every screen): a medium date, and a short time when
 * there is one: "Nov 27, 2026, 3:14 p.m." / "27 nov. 2026, 15 h 14" (en-CA / fr-CA, as the public site).
 */
export function formatDateTime(value: string | number | Date, locale: string, withTime = true): string {
  return formatter(isAdminLocale(locale) ? locale : 'en', withTime).format(new Date(value))
}

const formatters = new Map<string, Intl.DateTimeFormat>()

/** One formatter per language and style: toLocaleString builds a new one on every call (25 per page of leads). */
function formatter(locale: keyof typeof adminLocaleTags, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}:${withTime}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(
      adminLocaleTags[locale],
      withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
    )
    formatters.set(key, format)
  }
  return format
}
