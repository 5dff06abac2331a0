import { usePageData } from '../components/page-context'
import { useLocale, useShell } from '../components/use-shell'
import type { Data } from './+data'
import { DemoReassurance } from './DemoReassurance'
import styles from './demo.module.css'
import { NoBreakHyphens } from '../components/NoBreakHyphens'

const FIELDS = [
  { name: 'first_name', label: 'firstName', type: 'text', autoComplete: 'given-name', max: 100 },
  { name: 'last_name', label: 'lastName', type: 'text', autoComplete: 'family-name', max: 100 },
  { name: 'email', label: 'email', type: 'email', autoComplete: 'email', max: 254 },
  { name: 'phone', label: 'phone', type: 'tel', autoComplete: 'tel', max: 40 },
  { name: 'company', label: 'company', type: 'text', autoComplete: 'organization', max: 200 },
] as const

/**
 * /demo: the demo modal's form as a page, posted as a plain form (no JavaScript needed). The server
 * validates it, stores the lead like the modal's, and answers with the thank-you or error page.
 * Beside it, what happens next, the phone line and customers' words, so the form is not a bare ask.
 */
export default function Page() {
  const { source, reassurance, logos } = usePageData<Data>()
  const locale = useLocale()
  const { ui, forms } = useShell()
  const text = forms.demo
  return (
    <section className="section section--stone">
      <div className={`container ${styles.layout}`}>
        <div className={styles.wrap}>
          <h1 className={styles.title}>
            <NoBreakHyphens text={ui.demoModal.heading} />
          </h1>
          <p className={styles.lead}>{text.intro}</p>
          <form className={styles.form} method="post" action="/api/demo-inquiries">
            <input type="hidden" name="source_page" value={source.page} />
            <input type="hidden" name="source_section" value={source.section} />
            <input type="hidden" name="language" value={locale} />
            <div className={styles.grid}>
              {FIELDS.map((field) => (
                <div key={field.name} className="form-field">
                  <label htmlFor={`demo-${field.name}`}>{text[field.label]}</label>
                  <input
                    id={`demo-${field.name}`}
                    name={field.name}
                    type={field.type}
                    autoComplete={field.autoComplete}
                    required
                    maxLength={field.max}
                  />
                </div>
              ))}
            </div>
            <div className="form-field">
              <label htmlFor="demo-message">{text.message}</label>
              <textarea id="demo-message" name="message" rows={4} maxLength={5000} />
            </div>
            <span className="form-trap" aria-hidden="true">
              <label htmlFor="demo-website">{forms.honeypotLabel}</label>
              <input id="demo-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
            </span>
            <button type="submit" className="btn btn--primary btn--lg">
              {text.submit}
            </button>
          </form>
        </div>
        <DemoReassurance content={reassurance} logos={logos} />
      </div>
    </section>
  )
}
