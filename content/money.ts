import type { Locale } from './index'

/**
 * Canadian money formats, the site's way: English "$1,234.50", French "1 234,50 $" with
 * no-break spaces (U+00A0) as the site's French copy uses. Amounts are integer cents; the
 * formats are written out (not Intl) so server, browser and PDF print the same characters.
 */
const NBSP = '\u00a0'
const MINUS = '\u2212'

function group(whole: string, separator: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator)
}

/** Exact amount with cents: "$1,234.50" / "1 234,50 $"; negative amounts start with a minus sign (U+2212), not a hyphen. */
export function formatMoney(cents: number, locale: Locale): string {
  const sign = cents < 0 ? MINUS : ''
  const abs = Math.abs(Math.round(cents))
  const whole = String(Math.floor(abs / 100))
  const fraction = String(abs % 100).padStart(2, '0')
  return locale === 'fr'
    ? `${sign}${group(whole, NBSP)},${fraction}${NBSP}$`
    : `${sign}$${group(whole, ',')}.${fraction}`
}

/** Whole dollars as the pricing copy writes them: "$99", "$1000" / "99 $", "1 000 $". */
export function formatDollars(cents: number, locale: Locale): string {
  const whole = String(Math.round(cents / 100))
  return locale === 'fr' ? `${group(whole, NBSP)}${NBSP}$` : `$${whole}`
}

/** A card-processing markup: "50 bps + 10¢" / "50 pb + 10 ¢". */
export function formatRate(rate: { bps: number; perTransactionCents: number }, locale: Locale): string {
  return locale === 'fr'
    ? `${rate.bps}${NBSP}pb + ${rate.perTransactionCents}${NBSP}¢`
    : `${rate.bps} bps + ${rate.perTransactionCents}¢`
}

/** A tax rate in parts per million as a percentage: "9.975%" / "9,975 %". */
export function formatPercent(ppm: number, locale: Locale): string {
  const text = String(ppm / 10_000)
  return locale === 'fr' ? `${text.replace('.', ',')}${NBSP}%` : `${text}%`
}
