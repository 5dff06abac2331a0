import { useId } from 'react'
import type { HomeContent } from '../../../content/types'
import styles from './ContactSection.module.css'

/** The lead form (name, email, phone, restaurant, interest). Submission lands with the leads issue. */
export function ContactForm({ contact }: { contact: HomeContent['contact'] }) {
  const id = useId()
  return (
    <form className={styles.form} method="post" action="/api/leads" noValidate={false}>
      {contact.fields.map((field) => {
        const inputId = `${id}-${field.name}`
        return (
          <div key={field.name} className={styles.field}>
            <label htmlFor={inputId}>{field.label}</label>
            {field.type === 'select' ? (
              <select id={inputId} name={field.name} required defaultValue="">
                <option value="" disabled>
                  {'—'}
                </option>
                {field.options?.map((o) => (
                  <option key={o}>{o}</option>
                ))}
              </select>
            ) : (
              <input id={inputId} name={field.name} type={field.type} autoComplete={field.autoComplete} required />
            )}
          </div>
        )
      })}
      <button type="submit" className="btn btn--primary btn--lg">
        {contact.submitText}
      </button>
      <p className={styles.note}>
        {contact.privacyNote.replace(' See our privacy policy.', ' ')}
        <a href="/privacy">Privacy policy</a>
      </p>
    </form>
  )
}
