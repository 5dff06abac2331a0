import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react'
import { bookingTexts } from '../../../content/booking'
import { localeTags, localizePath, type Locale } from '../../../content/index'
import { fill, formatWhen, lengthMinutes, zoneName } from '../../../shared/booking/days'
import { slotDays } from '../../../shared/booking/slot-days'
import { NoBreakHyphens } from '../NoBreakHyphens'
import { DaySlots } from './DaySlots'
import styles from './SlotPicker.module.css'

interface Slot {
  startsAt: string
  endsAt: string
}
type State =
  | { step: 'loading' }
  | { step: 'choosing'; slots: Slot[]; notice?: string }
  /** `mailed`: false when the invitation was not emailed (the address had its emails for today). */
  | { step: 'booked'; startsAt: string; manage: string; mailed: boolean }
  | { step: 'done'; text: string }

/**
 * After a demo request is stored: the next free slots in the visitor's own time zone (the
 * browser's), one day at a time from the first with a free slot (DaySlots), and one "Book this
 * time" button; a taken slot shows the ones offered instead, from their first day. `onNone` is
 * called when no slot is free (the caller keeps its thank-you).
 */
export function SlotPicker({
  lead,
  pass,
  locale,
  onNone,
}: {
  lead: number
  pass: string
  locale: Locale
  onNone: () => void
}) {
  const t = bookingTexts[locale]
  const tag = localeTags[locale]
  const id = useId()
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'America/Toronto'
  const [state, setState] = useState<State>({ step: 'loading' })
  const [day, setDay] = useState(0)
  const slots = state.step === 'choosing' ? state.slots : null
  const days = useMemo(() => (slots ? slotDays(slots, zone, tag) : []), [slots, zone, tag])
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const resultRef = useRef<HTMLDivElement>(null)
  const titleRef = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    let live = true
    fetch('/api/bookings/slots', { headers: { accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<{ slots: Slot[] }>) : { slots: [] }))
      .catch(() => ({ slots: [] as Slot[] }))
      .then(({ slots }) => {
        if (!live) return
        if (slots.length) setState({ step: 'choosing', slots })
        else onNone()
      })
    return () => {
      live = false
    }
  }, [onNone])

  useEffect(() => {
    // The form that was sent is gone: focus moves to what replaced it, read out by screen readers.
    if (state.step === 'booked' || state.step === 'done') resultRef.current?.focus()
    else if (state.step === 'choosing') titleRef.current?.focus()
  }, [state.step])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const startsAt = new FormData(event.currentTarget).get('startsAt')
    if (typeof startsAt !== 'string') return setError(t.chooseSlot)
    setError(null)
    setBusy(true)
    try {
      const res = await fetch('/api/bookings', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ lead, pass, startsAt, timeZone: zone }),
      })
      const body = (await res.json()) as { token?: string; mailed?: boolean; code?: string; next?: Slot[] }
      if (res.status === 201 && body.token)
        setState({
          step: 'booked',
          startsAt,
          manage: localizePath(`/demo/booking/${body.token}`, locale),
          mailed: body.mailed !== false,
        })
      else if (body.code === 'booking.slot_taken' && body.next?.length) {
        setState({ step: 'choosing', slots: body.next, notice: t.takenText })
        setDay(0)
      } else if (body.code === 'booking.already_booked') setState({ step: 'done', text: t.alreadyText })
      else setError(t.badPassText)
    } catch {
      setError(t.badPassText)
    }
    setBusy(false)
  }

  if (state.step === 'loading') return <p className={styles.note}>…</p>
  if (state.step === 'booked' || state.step === 'done')
    return (
      <div ref={resultRef} className={styles.result} role="status" tabIndex={-1}>
        <p className="form-success-title">{state.step === 'booked' ? t.bookedTitle : t.alreadyTitle}</p>
        {state.step === 'booked' ? (
          <>
            <p>
              <NoBreakHyphens
                text={fill(state.mailed ? t.bookedText : t.bookedTextHeld, {
                  when: formatWhen(state.startsAt, zone, tag),
                  zone: zoneName(zone, tag),
                })}
              />
            </p>
            <a href={state.manage}>{t.manageLink}</a>
          </>
        ) : (
          <p>{state.text}</p>
        )}
      </div>
    )
  return (
    <form className={styles.picker} onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} ref={titleRef} className={styles.heading} tabIndex={-1}>
        {t.pickTitle}
      </p>
      {state.notice ? (
        <p className={styles.alert} role="alert">
          {state.notice}
        </p>
      ) : (
        <p>
          {/* The slots' own length: the booking settings' (a choosing step always has a slot). */}
          <NoBreakHyphens
            text={fill(t.pickIntro, {
              minutes: String(lengthMinutes(state.slots[0]!.startsAt, state.slots[0]!.endsAt)),
            })}
          />
        </p>
      )}
      <p className={styles.note}>
        <NoBreakHyphens text={fill(t.shownIn, { zone: zoneName(zone, tag) })} />
      </p>
      <DaySlots days={days} at={day} onMove={setDay} t={t} />
      <p className={styles.alert} role="alert">
        {error}
      </p>
      <button type="submit" className="btn btn--primary btn--lg" disabled={busy}>
        {t.book}
      </button>
    </form>
  )
}
