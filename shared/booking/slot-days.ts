/**
 * Free demo slots grouped by day in a time zone, for the booking island (browser's zone) and the
 * server-rendered booking page (chosen zone) alike: every day that has a free slot, in order, each
 * with its key (YYYY-MM-DD in that zone, the booking page's `day` parameter). Pickers show one day.
 */
export interface SlotDay {
  key: string
  /** "Thursday, November 26" / "jeudi 26 novembre" */
  label: string
  slots: { startsAt: string; time: string }[]
}

export function slotDays(slots: { startsAt: string }[], zone: string, languageTag: string): SlotDay[] {
  const long = new Intl.DateTimeFormat(languageTag, { weekday: 'long', month: 'long', day: 'numeric', timeZone: zone })
  const time = new Intl.DateTimeFormat(languageTag, { timeStyle: 'short', timeZone: zone })
  const keyOf = dayKeyFormat(zone)
  const days = new Map<string, SlotDay>()
  for (const slot of [...slots].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))) {
    const at = new Date(slot.startsAt)
    const key = keyOf(at)
    let day = days.get(key)
    if (!day) {
      day = { key, label: long.format(at), slots: [] }
      days.set(key, day)
    }
    day.slots.push({ startsAt: slot.startsAt, time: time.format(at) })
  }
  return [...days.values()]
}

/** The position of the day `key` among `days`; the first day (the earliest with a free slot) otherwise. */
export function dayIndex(days: SlotDay[], key: unknown): number {
  const at = days.findIndex((day) => day.key === key)
  return at < 0 ? 0 : at
}

function dayKeyFormat(zone: string): (at: Date) => string {
  const format = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: zone })
  return (at) => {
    const parts = format.formatToParts(at)
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
    return `${part('year')}-${part('month')}-${part('day')}`
  }
}
