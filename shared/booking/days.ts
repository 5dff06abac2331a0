/** Dates, times and zone names of the demo booking pages (issue 35), in the page's language. */

/**
 * "Monday, November 30, 2026 at 9:00 a.m." in `zone`. The time is one unbreakable run ("9:00 a.m.",
 * "09 h 15", with no-break spaces): a phone never puts "a.m." or the minutes on the next line.
 */
export function formatWhen(iso: string, zone: string, languageTag: string): string {
  const parts = new Intl.DateTimeFormat(languageTag, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: zone,
  }).formatToParts(new Date(iso))
  const hour = parts.findIndex((part) => part.type === 'hour')
  return parts.map((part, i) => (hour >= 0 && i > hour ? part.value.replace(/\s/g, '\u00a0') : part.value)).join('')
}

/** The zones a Canadian restaurant picks from (east to west) when the browser's zone is not known. */
export const CANADIAN_ZONES = [
  'America/St_Johns',
  'America/Halifax',
  'America/Toronto',
  'America/Winnipeg',
  'America/Regina',
  'America/Edmonton',
  'America/Vancouver',
]

// The city as people write it, where the IANA name cannot say so (no apostrophe or period in it).
const CITIES: Record<string, string> = { 'America/St_Johns': 'St. John’s' }

/**
 * "Eastern Time (Toronto)", "heure de l’Est (Toronto)": the zone's everyday name from Intl, in
 * the page's language, with its city, for any IANA zone (the browser's own may be anywhere).
 */
export function zoneName(zone: string, languageTag: string): string {
  const city = CITIES[zone] ?? zone.replace(/^.*\//, '').replace(/_/g, ' ')
  let name: string | undefined
  try {
    name = new Intl.DateTimeFormat(languageTag, { timeZone: zone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value
  } catch {
    name = undefined
  }
  return name && name !== city ? `${name} (${city})` : city
}

export const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => params[key] ?? '')

/** A demo's length in minutes, from its start and end (ISO strings or dates): the slot length it was booked with. */
export const lengthMinutes = (startsAt: string | Date, endsAt: string | Date) =>
  Math.round((new Date(endsAt).getTime() - new Date(startsAt).getTime()) / 60_000)
