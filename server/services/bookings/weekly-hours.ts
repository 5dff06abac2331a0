/** A weekly time range of a salesperson, in their zone: weekday 0 (Sunday) to 6, times as HH:MM. */
export interface WeeklyRange {
  weekday: number
  from: string
  to: string
}

/**
 * The ranges that overlap an earlier range of the same day (Mon 09:00-12:00 and Mon 11:00-13:00),
 * each with the range it overlaps. Ranges that only touch (09:00-12:00, 12:00-13:00) do not overlap.
 */
export function weeklyHoursOverlaps(hours: WeeklyRange[]): { index: number; other: WeeklyRange }[] {
  const found: { index: number; other: WeeklyRange }[] = []
  hours.forEach((range, index) => {
    const other = hours
      .slice(0, index)
      .find((earlier) => earlier.weekday === range.weekday && earlier.from < range.to && range.from < earlier.to)
    if (other) found.push({ index, other })
  })
  return found
}
