import { adminLocaleTags, isAdminLocale } from '../i18n'

const tag = (locale: string) => adminLocaleTags[isAdminLocale(locale) ? locale : 'en']

export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(tag(locale)).format(value)
}

/** A share (0.125) as a percentage ("12.5 %" in French); null has no rate. */
export function formatRate(value: number | null, locale: string, none: string): string {
  if (value === null) return none
  return new Intl.NumberFormat(tag(locale), { style: 'percent', maximumFractionDigits: 1 }).format(value)
}

/** 'YYYY-MM-DD' (a calendar day, shown as written) as a short date: "Nov 24" / "24 nov." */
export function formatDay(day: string, locale: string): string {
  return new Date(`${day}T00:00:00.000Z`).toLocaleDateString(tag(locale), {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })
}

/** "+12 %" against the previous period; null when there is nothing to compare with. */
export function formatChange(current: number, previous: number, locale: string): string | null {
  if (previous === 0) return null
  return new Intl.NumberFormat(tag(locale), {
    style: 'percent',
    maximumFractionDigits: 0,
    signDisplay: 'exceptZero',
  }).format((current - previous) / previous)
}
