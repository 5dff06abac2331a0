import { useGetOne, useLocaleState } from 'react-admin'
import { adminLocaleTags, isAdminLocale } from '../i18n'

/** The business time zone (the booking settings answer it), America/Toronto until it loads. */
export function useBusinessZone(): string {
  const { data } = useGetOne<{ id: number; businessTimeZone: string }>('booking-settings', { id: 1 })
  return data?.businessTimeZone ?? 'America/Toronto'
}

/** The admin's date format (common/dates.ts: medium date, short time) in a given zone. */
export function useZonedFormat(zone: string) {
  const [locale] = useLocaleState()
  const tag = adminLocaleTags[isAdminLocale(locale) ? locale : 'en']
  return {
    day: (iso: string) =>
      new Date(iso).toLocaleDateString(tag, {
        timeZone: zone,
        weekday: 'long',
        dateStyle: undefined,
        month: 'long',
        day: 'numeric',
        year: 'numeric',
      }),
    time: (iso: string) => new Date(iso).toLocaleTimeString(tag, { timeZone: zone, timeStyle: 'short' }),
    dateTime: (iso: string) =>
      new Date(iso).toLocaleString(tag, { timeZone: zone, dateStyle: 'medium', timeStyle: 'short' }),
  }
}
