import { NoBreakHyphens } from '../../components/NoBreakHyphens'
import { useEffect, useRef, useState } from 'react'
import { catalogue, planIds, type PlanId } from '../../../content/catalogue'
import { formatMoney } from '../../../content/money'
import { getQuoteTexts } from '../../../content/quote'
import { computeQuote } from '../../../shared/quote/compute'
import {
  parseQuoteQuery,
  quoteFormQuery,
  quoteLimits,
  quoteQueryString,
  type QuoteInputError,
} from '../../../shared/quote/input'
import { presentQuote } from '../../../shared/quote/present'
import { provinceCodes } from '../../../shared/quote/tax-table'
import { useSite } from '../../components/page-context'
import { includedAddOns, QuoteAddOns } from './QuoteAddOns'
import { QuoteLeadForm } from './QuoteLeadForm'
import { QuoteInvalid, QuoteResults } from './QuoteResults'
import styles from './quote.module.css'

export interface QuoteBuilderProps {
  /** The quote as a query string (the share URL's); with a refused value, the form's fields as asked. */
  query: string
  /** The day whose tax rates apply (YYYY-MM-DD), the server's. */
  date: string
  features: Record<PlanId, string[]>
  /** This page's path in the visitor's language. */
  path: string
}

function queryObject(query: string): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const [k, v] of new URLSearchParams(query)) (out[k] ??= []).push(v)
  return out
}

/**
 * The GET form whose URL is the quote, and the quote itself. Without JavaScript the "Update"
 * button reloads the page with the new query; with it, every change recomputes in place with
 * the same module the server uses and the address bar follows.
 */
export function QuoteBuilder({ query: initial, date, features, path }: QuoteBuilderProps) {
  const { locale } = useSite()
  const t = getQuoteTexts(locale)
  const [query, setQuery] = useState(initial)
  const form = useRef<HTMLFormElement>(null)

  /** The quote of the form's current fields; the address bar follows. */
  function recompute(fields: HTMLFormElement) {
    const params = new URLSearchParams()
    for (const [k, v] of new FormData(fields)) if (typeof v === 'string') params.append(k, v)
    const asked = queryObject(params.toString())
    const parsed = parseQuoteQuery(asked)
    // A refused value is kept as typed (with its message) rather than priced with the default.
    const next = parsed.errors.length ? quoteFormQuery(asked) : quoteQueryString(parsed.input)
    if (next === query) return
    setQuery(next)
    history.replaceState(null, '', `${path}?${next}`)
  }

  // Set once hydrated: tests and styles can tell the live form from the server's.
  const [live, setLive] = useState(false)
  useEffect(() => {
    setLive(true)
    // The form is plain HTML until the visitor's first interaction hydrates it: a field changed
    // before then keeps its value (React leaves it), and the quote follows it now.
    if (form.current) recompute(form.current)
    // Once, on hydration; `recompute` only reads the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const asked = queryObject(query)
  const { input, errors, invalidFields } = parseQuoteQuery(asked)
  const shown = errors.length ? null : presentQuote(computeQuote(input, date), t, locale)
  const included = [...features[input.plan], ...includedAddOns(input.plan, t)]
  /** A field's value as asked (a refused one too), else the quote's. */
  const value = (name: string, fallback: number) => asked[name]?.[0] ?? fallback
  /** Marks a refused field and points it at its message. */
  const validity = (name: string, error: QuoteInputError) =>
    invalidFields.includes(name) ? { 'aria-invalid': true, 'aria-describedby': `quote-error-${error}` } : {}
  const message = (error: QuoteInputError) =>
    errors.includes(error) ? (
      <p id={`quote-error-${error}`} className="form-error">
        {t.inputErrors[error]}
      </p>
    ) : null
  /** One of the quote's plain number fields (its name is also its error's and its limit's). */
  const numberField = (name: 'locations' | 'volume' | 'ticket', min: number) => (
    <div className="form-field">
      <label htmlFor={`quote-${name}`}>{t.form[name]}</label>
      <input
        id={`quote-${name}`}
        name={name}
        type="number"
        inputMode="numeric"
        min={min}
        max={quoteLimits[name]}
        {...validity(name, name)}
        defaultValue={value(name, input[name])}
      />
      {message(name)}
    </div>
  )
  return (
    <div className={styles.layout}>
      <form
        method="get"
        action={path}
        className={styles.form}
        aria-label={t.form.label}
        data-live={live}
        ref={form}
        onChange={(e) => recompute(e.currentTarget)}
        onSubmit={(e) => {
          recompute(e.currentTarget)
          e.preventDefault()
        }}
      >
        <fieldset className={styles.plans}>
          <legend>{t.form.plan}</legend>
          {planIds.map((id) => (
            <label key={id} className={styles.choice}>
              <input type="radio" name="plan" value={id} defaultChecked={input.plan === id} /> {t.plans[id]}
            </label>
          ))}
          {message('plan')}
        </fieldset>
        <div className={styles.row}>
          {numberField('locations', 1)}
          <div className="form-field">
            <label htmlFor="quote-province">{t.form.province}</label>
            <select id="quote-province" name="province" defaultValue={input.province}>
              {provinceCodes.map((code) => (
                <option key={code} value={code}>
                  {t.provinces[code]}
                </option>
              ))}
            </select>
            {message('province')}
          </div>
        </div>
        <fieldset>
          <legend>{t.form.hardware}</legend>
          {catalogue.hardware.map((h) => {
            const chosen = input.hardware.find((x) => x.id === h.id)!
            return (
              <div key={h.id} className={styles.device}>
                <label htmlFor={`qty-${h.id}`} className={styles.deviceName}>
                  <NoBreakHyphens text={t.hardware[h.id]} />
                  <span className={styles.muted}>
                    {' '}
                    {formatMoney(h.buyCents, locale)}
                    {h.leaseMonthlyCents !== null &&
                      ` · ${t.form.lease} ${formatMoney(h.leaseMonthlyCents, locale)}${t.form.perMonth}`}
                  </span>
                </label>
                <input
                  id={`qty-${h.id}`}
                  name={`qty_${h.id}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={quoteLimits.quantity}
                  {...validity(`qty_${h.id}`, 'hardware')}
                  defaultValue={value(`qty_${h.id}`, chosen.quantity)}
                  className={styles.qty}
                  aria-label={`${t.form.quantity}: ${t.hardware[h.id]}`}
                />
                {h.leaseMonthlyCents !== null && (
                  <select
                    name={`mode_${h.id}`}
                    defaultValue={chosen.mode}
                    aria-label={`${t.form.buy} / ${t.form.lease}: ${t.hardware[h.id]}`}
                  >
                    <option value="buy">{t.form.buy}</option>
                    <option value="lease">{t.form.lease}</option>
                  </select>
                )}
              </div>
            )
          })}
          {message('hardware')}
        </fieldset>
        <QuoteAddOns plan={input.plan} chosen={input.addOns} installation={input.installation} t={t} locale={locale} />
        {message('addOns')}
        <div className={styles.row}>
          {numberField('volume', 0)}
          {numberField('ticket', 1)}
        </div>
        <button type="submit" className="btn btn--secondary">
          {t.form.submit}
        </button>
      </form>
      <div className={styles.side}>
        {shown ? (
          <>
            <QuoteResults
              shown={shown}
              included={included}
              t={t}
              links={{ share: `${path}?${query}`, pdf: `${path}.pdf?${query}` }}
            />
            <QuoteLeadForm query={query} t={t} locale={locale} />
          </>
        ) : (
          <QuoteInvalid messages={errors.map((e) => t.inputErrors[e])} t={t} />
        )}
      </div>
    </div>
  )
}
