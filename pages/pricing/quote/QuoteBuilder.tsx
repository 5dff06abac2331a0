import { useEffect, useRef, useState } from 'react'
import { catalogue, planIds, type PlanId } from '../../../content/catalogue'
import { formatMoney } from '../../../content/money'
import { getQuoteTexts } from '../../../content/quote'
import { computeQuote } from '../../../server/services/quote/compute'
import { parseQuoteQuery, quoteLimits, quoteQueryString } from '../../../server/services/quote/input'
import { presentQuote } from '../../../server/services/quote/present'
import { provinceCodes } from '../../../server/services/quote/tax-table'
import { useSite } from '../../components/page-context'
import { QuoteLeadForm } from './QuoteLeadForm'
import { QuoteResults } from './QuoteResults'
import styles from './quote.module.css'

export interface QuoteBuilderProps {
  /** The quote as a query string (the share URL's). */
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
    const next = quoteQueryString(parseQuoteQuery(queryObject(params.toString())).input)
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
  const { input } = parseQuoteQuery(queryObject(query))
  const quote = computeQuote(input, date)
  const shown = presentQuote(quote, t, locale)

  const included = [
    ...features[input.plan],
    ...input.addOns
      .filter((id) => catalogue.addOns.find((a) => a.id === id)!.price[input.plan] === 'included')
      .map((id) => t.addOns[id]),
  ]
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
        </fieldset>
        <div className={styles.row}>
          <div className="form-field">
            <label htmlFor="quote-locations">{t.form.locations}</label>
            <input
              id="quote-locations"
              name="locations"
              type="number"
              inputMode="numeric"
              min={1}
              max={quoteLimits.locations}
              defaultValue={input.locations}
            />
          </div>
          <div className="form-field">
            <label htmlFor="quote-province">{t.form.province}</label>
            <select id="quote-province" name="province" defaultValue={input.province}>
              {provinceCodes.map((code) => (
                <option key={code} value={code}>
                  {t.provinces[code]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <fieldset>
          <legend>{t.form.hardware}</legend>
          {catalogue.hardware.map((h) => {
            const chosen = input.hardware.find((x) => x.id === h.id)!
            return (
              <div key={h.id} className={styles.device}>
                <label htmlFor={`qty-${h.id}`} className={styles.deviceName}>
                  {t.hardware[h.id]}
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
                  defaultValue={chosen.quantity}
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
        </fieldset>
        <fieldset>
          <legend>{t.form.addOns}</legend>
          {catalogue.addOns.map((a) => (
            <label key={a.id} className={styles.choice}>
              <input type="checkbox" name="addon" value={a.id} defaultChecked={input.addOns.includes(a.id)} />{' '}
              {t.addOns[a.id]}
            </label>
          ))}
          <label className={styles.choice}>
            <input type="checkbox" name="install" value="1" defaultChecked={input.installation} /> {t.form.installation}{' '}
            ({formatMoney(catalogue.services[0].perLocationCents, locale)} {t.form.perLocation})
          </label>
        </fieldset>
        <div className={styles.row}>
          <div className="form-field">
            <label htmlFor="quote-volume">{t.form.volume}</label>
            <input
              id="quote-volume"
              name="volume"
              type="number"
              inputMode="numeric"
              min={0}
              max={quoteLimits.volume}
              defaultValue={input.volume}
            />
          </div>
          <div className="form-field">
            <label htmlFor="quote-ticket">{t.form.ticket}</label>
            <input
              id="quote-ticket"
              name="ticket"
              type="number"
              inputMode="numeric"
              min={1}
              max={quoteLimits.ticket}
              defaultValue={input.ticket}
            />
          </div>
        </div>
        <button type="submit" className="btn btn--secondary">
          {t.form.submit}
        </button>
      </form>
      <div className={styles.side}>
        <QuoteResults
          shown={shown}
          included={included}
          t={t}
          links={{ share: `${path}?${query}`, pdf: `${path}.pdf?${query}` }}
        />
        <QuoteLeadForm query={query} t={t} locale={locale} />
      </div>
    </div>
  )
}
