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

export const zoneName = (zone: string) => zone.replace(/^.*\//, '').replace(/_/g, ' ')

export const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => params[key] ?? '')
