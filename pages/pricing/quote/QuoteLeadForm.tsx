import type { Locale } from '../../../content/index'
import type { QuoteTexts } from '../../../content/quote'
import { AttributionFields } from '../../components/AttributionFields'
import styles from './quote.module.css'

/**
 * "Email me this quote" / "Book a demo with this quote": a plain POST that works without JavaScript. A demo
 * also needs the phone number (the server says so when it is missing), then goes on to choosing a time.
 */
export function QuoteLeadForm({ query, t, locale }: { query: string; t: QuoteTexts; locale: Locale }) {
  return (
    <form method="post" action="/api/quote-leads" className={styles.lead} aria-labelledby="quote-lead-title">
      <h2 id="quote-lead-title" className={styles.subhead}>
        {t.lead.title}
      </h2>
      <p>{t.lead.text}</p>
      <input type="hidden" name="quote" value={query} />
      <input type="hidden" name="language" value={locale} />
      <AttributionFields />
      <div className="form-field">
        <label htmlFor="quote-email">{t.lead.email}</label>
        <input id="quote-email" name="email" type="email" required autoComplete="email" maxLength={254} />
      </div>
      <div className="form-field">
        <label htmlFor="quote-name">{t.lead.name}</label>
        <input id="quote-name" name="name" type="text" autoComplete="name" maxLength={200} />
      </div>
      <div className="form-field">
        <label htmlFor="quote-phone">{t.lead.phone}</label>
        <input id="quote-phone" name="phone" type="tel" autoComplete="tel" maxLength={40} />
      </div>
      <div className="form-trap" aria-hidden="true">
        <label htmlFor="quote-website">Website</label>
        <input id="quote-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <p className={styles.leadButtons}>
        <button type="submit" name="intent" value="email" className="btn btn--secondary">
          {t.lead.emailMe}
        </button>
        <button type="submit" name="intent" value="demo" className="btn btn--primary">
          {t.lead.bookDemo}
        </button>
      </p>
      <p className={styles.note}>{t.lead.privacy}</p>
    </form>
  )
}
