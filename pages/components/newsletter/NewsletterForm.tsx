import { useId, useState, type FormEvent } from 'react'
import { submitForm } from '../../client/submit-form'
import { localizedValidity } from '../../client/validity'
import { useSite } from '../page-context'
import { useShell } from '../use-shell'
import styles from './NewsletterForm.module.css'

type Status = 'editing' | 'submitting' | 'success'

/**
 * Newsletter sign-up ('Subscribe Now'): email plus an unticked consent box whose wording (and its
 * version) is stored with the subscription; a confirmation email completes it (double opt-in).
 */
export function NewsletterForm({ heading, buttonText }: { heading: string; buttonText: string }) {
  const id = useId()
  const { locale, urlPathname } = useSite()
  const { forms } = useShell()
  const text = forms.newsletter
  const emailValidity = localizedValidity({ required: forms.fieldRequired, invalidEmail: forms.invalidEmail })
  const consentValidity = localizedValidity({ required: text.consentRequired, invalidEmail: forms.invalidEmail })
  const [status, setStatus] = useState<Status>('editing')
  const [error, setError] = useState<string | null>(null)
  const [success, setSuccess] = useState<string | null>(null)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (status === 'submitting') return
    const data = new FormData(event.currentTarget)
    setError(null)
    setStatus('submitting')
    try {
      const outcome = await submitForm(
        '/api/newsletter',
        {
          email: String(data.get('email') ?? '').trim(),
          consent: data.get('consent') === 'on',
          consent_version: text.consentVersion,
          form_url: location.href,
          website: String(data.get('website') ?? ''),
        },
        locale,
      )
      if (outcome.ok) {
        setSuccess(outcome.message ?? null)
        setStatus('success')
        return
      }
      setError(outcome.message ?? text.errors.failed)
    } catch {
      setError(text.errors.unexpected)
    }
    setStatus('editing')
  }

  return (
    <section className={styles.box} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {heading}
      </h2>
      {status === 'success' ? (
        <p className={styles.success} role="status">
          {success ?? text.success}
        </p>
      ) : (
        <form className={styles.form} method="post" action="/api/newsletter" onSubmit={onSubmit}>
          <p className={styles.intro}>{text.intro}</p>
          <input type="hidden" name="consent_version" value={text.consentVersion} />
          <input type="hidden" name="language" value={locale} />
          <input type="hidden" name="form_url" value={urlPathname} />
          <div className="form-field">
            <label htmlFor={`${id}-email`}>{text.emailLabel}</label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              {...emailValidity}
            />
          </div>
          <div className={styles.consent}>
            <input id={`${id}-consent`} name="consent" type="checkbox" required {...consentValidity} />
            <label htmlFor={`${id}-consent`}>{text.consent}</label>
          </div>
          <span className="form-trap" aria-hidden="true">
            <label htmlFor={`${id}-website`}>{forms.honeypotLabel}</label>
            <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
          </span>
          <p className={`form-error ${styles.error}`} role="alert">
            {error}
          </p>
          <button type="submit" className="btn btn--primary" disabled={status === 'submitting'}>
            {status === 'submitting' ? text.submitting : buttonText}
          </button>
        </form>
      )}
    </section>
  )
}
