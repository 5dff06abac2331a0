import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { submitForm } from '../../client/submit-form'
import { useLocale, useShell } from '../use-shell'
import type { DemoSource } from './DemoButton'
import styles from './DemoModal.module.css'
import { NoBreakHyphens } from '../NoBreakHyphens'

/** Fetched once a request is stored: the form alone stays within the page's script budget. */
const SlotPicker = lazy(() => import('./SlotPicker').then((m) => ({ default: m.SlotPicker })))

type Status = 'editing' | 'submitting' | 'booking' | 'success'
type FieldName = 'first_name' | 'last_name' | 'email' | 'phone' | 'company' | 'message'

const REQUIRED: FieldName[] = ['first_name', 'last_name', 'email', 'phone', 'company']
const MAX_LENGTH: Record<FieldName, number> = {
  first_name: 100,
  last_name: 100,
  email: 254,
  phone: 40,
  company: 200,
  message: 5000,
}
const AUTO_CLOSE_MS = 2200

/**
 * 'Schedule your 15-minute demo now': a native modal <dialog> (focus stays inside, Escape closes)
 * mounted afresh on every opening, so its values, error and success state always start clean.
 */
export default function DemoModal({ source, onClose }: { source: DemoSource; onClose: () => void }) {
  const locale = useLocale()
  const { ui, forms } = useShell()
  const text = forms.demo
  const id = useId()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const firstFieldRef = useRef<HTMLInputElement>(null)
  const successRef = useRef<HTMLDivElement>(null)
  const pressedOnBackdrop = useRef(false)
  const [status, setStatus] = useState<Status>('editing')
  const [error, setError] = useState<string | null>(null)
  const [pass, setPass] = useState<{ lead: number; pass: string } | null>(null)
  // No free slot to offer: the thank-you as before (a specialist calls), then the dialog closes.
  const noSlots = useCallback(() => setStatus('success'), [])

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (!dialog.open) dialog.showModal()
    firstFieldRef.current?.focus()
  }, [])

  useEffect(() => {
    if (status !== 'success') return
    successRef.current?.focus()
    const timer = setTimeout(() => dialogRef.current?.close(), AUTO_CLOSE_MS)
    return () => clearTimeout(timer)
  }, [status])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (status === 'submitting') return
    const data = new FormData(event.currentTarget)
    const value = (name: string) => String(data.get(name) ?? '').trim()
    if (REQUIRED.some((name) => value(name) === '')) {
      setError(text.errors.required)
      return
    }
    setError(null)
    setStatus('submitting')
    try {
      const outcome = await submitForm(
        '/api/demo-inquiries',
        {
          first_name: value('first_name'),
          last_name: value('last_name'),
          email: value('email'),
          phone: value('phone'),
          company: value('company'),
          message: value('message'),
          website: String(data.get('website') ?? ''),
          source,
        },
        locale,
      )
      if (outcome.ok) {
        // A stored request with a booking pass: the visitor picks a time right here (issue 35).
        setPass(outcome.booking ?? null)
        setStatus(outcome.booking ? 'booking' : 'success')
        return
      }
      setError(outcome.message ?? text.errors.failed)
    } catch {
      // A network failure has no message meant for visitors.
      setError(text.errors.unexpected)
    }
    setStatus('editing')
  }

  const field = (name: FieldName, label: string, type: string, autoComplete: string) => (
    <div className="form-field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        ref={name === 'first_name' ? firstFieldRef : undefined}
        id={`${id}-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        maxLength={MAX_LENGTH[name]}
        aria-describedby={error ? `${id}-error` : undefined}
      />
    </div>
  )

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      data-source-section={source.section}
      onClose={onClose}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === dialogRef.current
      }}
      onClick={(event) => {
        // Only a press and release both outside the panel close it (not a text selection drag).
        if (event.target === dialogRef.current && pressedOnBackdrop.current) dialogRef.current?.close()
      }}
    >
      <div className={styles.panel}>
        <button
          type="button"
          className={styles.close}
          onClick={() => dialogRef.current?.close()}
          aria-label={ui.demoModal.close}
        >
          <span aria-hidden="true">×</span>
        </button>
        <h2 id={`${id}-title`} className={styles.title}>
          <NoBreakHyphens text={ui.demoModal.heading} />
        </h2>
        {status === 'booking' && pass ? (
          <Suspense fallback={<p aria-busy="true">…</p>}>
            <SlotPicker lead={pass.lead} pass={pass.pass} locale={locale} onNone={noSlots} />
          </Suspense>
        ) : status === 'success' ? (
          <div ref={successRef} className={styles.success} role="status" tabIndex={-1}>
            <p className="form-success-title">{text.successTitle}</p>
            <p>{text.successText}</p>
          </div>
        ) : (
          <form className={styles.form} onSubmit={onSubmit} noValidate>
            <p className={styles.intro}>{text.intro}</p>
            <div className={styles.grid}>
              {field('first_name', text.firstName, 'text', 'given-name')}
              {field('last_name', text.lastName, 'text', 'family-name')}
              {field('email', text.email, 'email', 'email')}
              {field('phone', text.phone, 'tel', 'tel')}
            </div>
            {field('company', text.company, 'text', 'organization')}
            <div className="form-field">
              <label htmlFor={`${id}-message`}>{text.message}</label>
              <textarea id={`${id}-message`} name="message" rows={3} maxLength={MAX_LENGTH.message} />
            </div>
            <span className="form-trap" aria-hidden="true">
              <label htmlFor={`${id}-website`}>{forms.honeypotLabel}</label>
              <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
            </span>
            <div className={styles.actions}>
              <p id={`${id}-error`} className={`form-error ${styles.error}`} role="alert">
                {error}
              </p>
              <button type="submit" className="btn btn--primary btn--lg" disabled={status === 'submitting'}>
                {status === 'submitting' ? text.submitting : text.submit}
              </button>
            </div>
          </form>
        )}
      </div>
    </dialog>
  )
}
