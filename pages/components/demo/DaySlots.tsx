import { useId } from 'react'
import type { BookingTexts } from '../../../content/en/booking'
import type { SlotDay } from '../../../shared/booking/slot-days'
import styles from './SlotPicker.module.css'

/**
 * One day of free slots at a time: the day's name between "previous day" and "next day" buttons,
 * then its times as radios. The name is a live region, so a screen reader hears the day it moved
 * to while focus stays on the button pressed (at either end the button stays focusable, marked
 * disabled, rather than dropping focus to the page).
 */
export function DaySlots({
  days,
  at,
  onMove,
  t,
}: {
  days: SlotDay[]
  at: number
  onMove: (index: number) => void
  t: BookingTexts
}) {
  const id = useId()
  const day = days[at] ?? days[0]!
  const step = (label: string, by: number, glyph: string) => {
    const blocked = at + by < 0 || at + by >= days.length
    return (
      <button
        type="button"
        className={styles.step}
        aria-label={label}
        title={label}
        aria-disabled={blocked}
        onClick={() => blocked || onMove(at + by)}
      >
        <span aria-hidden="true">{glyph}</span>
      </button>
    )
  }
  return (
    <>
      <div className={styles.dayNav}>
        {step(t.prevDay, -1, '‹')}
        <p id={`${id}-day`} className={styles.dayName} aria-live="polite">
          {day.label}
        </p>
        {step(t.nextDay, 1, '›')}
      </div>
      <fieldset key={day.key} className={styles.day} aria-labelledby={`${id}-day`}>
        <div className={styles.slots}>
          {day.slots.map((slot) => (
            <label key={slot.startsAt} className={styles.slot}>
              <input type="radio" name="startsAt" value={slot.startsAt} required />
              {slot.time}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  )
}
