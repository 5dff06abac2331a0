import type { QuoteTexts } from '../../../content/quote'
import type { ShownQuote, ShownSection } from '../../../shared/quote/present'
import { NoBreakHyphens } from '../../components/NoBreakHyphens'
import styles from './quote.module.css'

function Section({ section, t }: { section: ShownSection; t: QuoteTexts }) {
  return (
    <table className={styles.table} data-section={section.id}>
      <caption>{section.title}</caption>
      <thead>
        <tr>
          <th scope="col">{t.results.item}</th>
          <th scope="col" className={styles.num}>
            {t.results.quantity}
          </th>
          <th scope="col" className={styles.num}>
            {t.results.amount}
          </th>
        </tr>
      </thead>
      <tbody>
        {section.lines.map((line, i) => (
          <tr key={i}>
            <th scope="row">
              <NoBreakHyphens text={line.label} />
            </th>
            <td className={styles.num}>{line.quantity}</td>
            <td className={styles.num}>{line.amount}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            {t.results.subtotal}
          </th>
          <td className={styles.num}>{section.subtotal}</td>
        </tr>
        {section.taxes.map((tax) => (
          <tr key={tax.label} data-tax={tax.label}>
            <th scope="row" colSpan={2}>
              {tax.label}
            </th>
            <td className={styles.num}>{tax.amount}</td>
          </tr>
        ))}
        <tr className={styles.total} data-total={section.id}>
          <th scope="row" colSpan={2}>
            {t.results.total} · {section.title}
          </th>
          <td className={styles.num}>{section.total}</td>
        </tr>
      </tfoot>
    </table>
  )
}

/** The three totals, each table with its lines and tax lines, what the plan includes, and the rate sources. */
export function QuoteResults({
  shown,
  included,
  t,
  links,
}: {
  shown: ShownQuote
  included: string[]
  t: QuoteTexts
  links: { share: string; pdf: string }
}) {
  const [oneTime, monthly, firstYear] = shown.sections
  return (
    <section className={styles.results} aria-label={t.results.label} aria-live="polite">
      <dl className={styles.summary}>
        {shown.sections.map((s) => (
          <div key={s.id} data-summary={s.id}>
            <dt>{s.title}</dt>
            <dd>{s.total}</dd>
          </div>
        ))}
      </dl>
      {shown.unavailable && <p className={styles.note}>{shown.unavailable}</p>}
      {oneTime!.lines.length ? <Section section={oneTime!} t={t} /> : <p className={styles.note}>{t.results.none}</p>}
      <Section section={monthly!} t={t} />
      <Section section={firstYear!} t={t} />
      <p className={styles.links}>
        <a href={links.share} className="btn btn--secondary" data-share>
          {t.results.share}
        </a>
        <a href={links.pdf} className="btn btn--secondary" download>
          {t.results.pdf}
        </a>
      </p>
      <h2 className={styles.subhead}>{t.results.whatsIncluded}</h2>
      <ul className={`check-list ${styles.included}`} data-included>
        {included.map((item) => (
          <li key={item}>
            <NoBreakHyphens text={item} />
          </li>
        ))}
      </ul>
      <p className={styles.note}>
        <NoBreakHyphens text={shown.taxNote} />
      </p>
      <details className={styles.sources}>
        <summary>{t.results.sources}</summary>
        <ul>
          {shown.sources.map((s) => (
            <li key={s.label}>
              <a href={s.url} rel="noopener">
                {s.label}
              </a>
            </li>
          ))}
        </ul>
      </details>
      <p className={styles.note}>
        <NoBreakHyphens text={t.results.disclaimer} />
      </p>
    </section>
  )
}

/** In place of the figures while a field is refused: what to correct, and no price to copy. */
export function QuoteInvalid({ messages, t }: { messages: string[]; t: QuoteTexts }) {
  return (
    <section className={styles.results} aria-label={t.results.label} aria-live="polite" data-invalid>
      <p className="form-error">{t.results.invalid}</p>
      <ul className={styles.errors}>
        {messages.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </section>
  )
}
