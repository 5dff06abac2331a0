import { lazy, Suspense, useCallback, useId, useRef, useState, type FormEvent } from 'react'
import type { HomeContent } from '../../../content/types'
import { submitForm } from '../../client/submit-form'
import { localizedValidity } from '../../client/validity'
import { useSite } from '../page-context'
import { useLocale, useLocalizePath, useShell } from '../use-shell'
import own from './ContactForm.module.css'
import styles from './ContactSection.module.css'

type Status = 'editing' | 'submitting' | 'booking' | 'success'
const SECTION = 'contact'

// Loaded only once a request is stored: the home page's form ships without the booking code.
const SlotPicker = lazy(() => import('../demo/SlotPicker').then((m) => ({ default: m.SlotPicker })))

/**
 * The lead form (name, email, phone, restaurant, interest). With JavaScript it posts JSON and shows
 * submitting, success and error states in place; without, the browser posts the form and the
 * server answers with a thank-you page. Every request here asks for a demo ("Book my demo"), so
 * once it is stored the visitor picks a free 15-minute slot on the spot (issue 35): the demo
 * modal's slot picker with JavaScript, a link to the private booking page without.
 */
export function ContactForm({ contact }: { contact: HomeContent['contact'] }) {
  const id = useId()
  const { urlPathname } = useSite()
  const locale = useLocale()
  const localizePath = useLocalizePath()
  const { forms } = useShell()
  const text = forms.contact
  const validity = localizedValidity({ required: forms.fieldRequired, invalidEmail: forms.invalidEmail })
  const [status, setStatus] = useState<Status>('editing')
  const [error, setError] = useState<string | null>(null)
  const successRef = useRef<HTMLDivElement>(null)
  const [pass, setPass] = useState<{ lead: number; pass: string } | null>(null)
  // No free slot to offer: the thank-you as before, a specialist calls.
  const thank = useCallback(() => {
    setStatus('success')
    requestAnimationFrame(() => successRef.current?.focus())
  }, [])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (status === 'submitting') return
    const form = event.currentTarget
    const data = new FormData(form)
    const values = Object.fromEntries(contact.fields.map((f) => [f.name, String(data.get(f.name) ?? '').trim()]))
    if (Object.values(values).some((v) => v === '')) {
      setError(text.errors.required)
      return
    }
    setError(null)
    setStatus('submitting')
    try {
      const outcome = await submitForm(
        '/api/leads',
        {
          ...values,
          website: String(data.get('website') ?? ''),
          source: { page: location.pathname, section: SECTION },
        },
        locale,
      )
      if (outcome.ok) {
        form.reset()
        setPass(outcome.booking ?? null)
        if (outcome.booking) setStatus('booking')
        else thank()
        return
      }
      setError(outcome.message ?? text.errors.failed)
    } catch {
      setError(text.errors.unexpected)
    }
    setStatus('editing')
  }

  if (status === 'booking' && pass) {
    return (
      <div className={own.booking}>
        <Suspense fallback={<p aria-busy="true">…</p>}>
          <SlotPicker lead={pass.lead} pass={pass.pass} locale={locale} onNone={thank} />
        </Suspense>
      </div>
    )
  }

  if (status === 'success') {
    return (
      <div ref={successRef} className={own.success} role="status" tabIndex={-1}>
        <p className="form-success-title">{text.successTitle}</p>
        <p>{text.successText}</p>
        <button type="button" className="btn btn--secondary" onClick={() => setStatus('editing')}>
          {text.sendAnother}
        </button>
      </div>
    )
  }

  return (
    <form className={styles.form} method="post" action="/api/leads" onSubmit={onSubmit}>
      <input type="hidden" name="source_page" value={urlPathname} />
      <input type="hidden" name="source_section" value={SECTION} />
      {/* Without JavaScript the server still answers, stores and emails in the page's language. */}
      <input type="hidden" name="language" value={locale} />
      {contact.fields.map((field) => {
        const inputId = `${id}-${field.name}`
        return (
          <div key={field.name} className="form-field">
            <label htmlFor={inputId}>{field.label}</label>
            {field.type === 'select' ? (
              <select id={inputId} name={field.name} required defaultValue="" {...validity}>
                <option value="" disabled>
                  {'—'}
                </option>
                {field.options?.map((o) => (
                  <option key={o}>{o}</option>
                ))}
              </select>
            ) : (
              <input
                id={inputId}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                required
                maxLength={field.type === 'email' ? 254 : field.type === 'tel' ? 40 : 200}
                {...validity}
              />
            )}
          </div>
        )
      })}
      {/* A span, not a div: the section's grid styles the last div (the interest field). */}
      <span className="form-trap" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{forms.honeypotLabel}</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </span>
      <p className={own.actions}>
        <span className={`form-error ${own.error}`} role="alert">
          {error}
        </span>
        <button type="submit" className="btn btn--primary btn--lg" disabled={status === 'submitting'}>
          {status === 'submitting' ? text.submitting : contact.submitText}
        </button>
      </p>
      <p className={styles.note}>
        {contact.privacyNote} <a href={localizePath('/privacy')}>{contact.privacyLink}</a>
      </p>
    </form>
  )
}
