/**
 * Free demo slots grouped by day in a time zone, for the booking island (browser's zone) and the
 * server-rendered booking page (chosen zone) alike: the first `maxDays` days that have a free slot.
 */
interface SlotDay {
  label: string
  slots: { startsAt: string; time: string }[]
}

export function slotDays(slots: { startsAt: string }[], zone: string, languageTag: string, maxDays = 4): SlotDay[] {
  const day = new Intl.DateTimeFormat(languageTag, { weekday: 'long', month: 'long', day: 'numeric', timeZone: zone })
  const time = new Intl.DateTimeFormat(languageTag, { timeStyle: 'short', timeZone: zone })
  const days: SlotDay[] = []
  for (const slot of slots) {
    const at = new Date(slot.startsAt)
    const label = day.format(at)
    let current = days.at(-1)
    if (current?.label !== label) {
      if (days.length >= maxDays) break
      current = { label, slots: [] }
      days.push(current)
    }
    current.slots.push({ startsAt: slot.startsAt, time: time.format(at) })
  }
  return days
}

/** "Monday, November 30, 2026 at 9:00 a.m." in `zone`. */
export function formatWhen(iso: string, zone: string, languageTag: string): string {
  return new Intl.DateTimeFormat(languageTag, { dateStyle: 'full', timeStyle: 'short', timeZone: zone }).format(
    new Date(iso),
  )
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
