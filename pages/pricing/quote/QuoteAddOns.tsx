import { NoBreakHyphens } from '../../components/NoBreakHyphens'
import { catalogue, isIncludedInEveryPlan, type PlanId } from '../../../content/catalogue'
import type { Locale } from '../../../content/index'
import { formatMoney } from '../../../content/money'
import type { QuoteTexts } from '../../../content/quote'
import styles from './quote.module.css'

const offered = catalogue.addOns.filter((a) => !isIncludedInEveryPlan(a.id))
const everywhere = catalogue.addOns.filter((a) => isIncludedInEveryPlan(a.id))

/**
 * The add-ons a visitor may choose, each with its price on the chosen plan, and the ones every plan
 * includes, shown as included rather than as a choice that changes nothing.
 */
export function QuoteAddOns({
  plan,
  chosen,
  installation,
  t,
  locale,
}: {
  plan: PlanId
  chosen: readonly string[]
  installation: boolean
  t: QuoteTexts
  locale: Locale
}) {
  return (
    <fieldset>
      <legend>{t.form.addOns}</legend>
      <p className={styles.note}>
        <NoBreakHyphens text={`${t.form.includedEverywhere}: ${everywhere.map((a) => t.addOns[a.id]).join(', ')}.`} />
      </p>
      {offered.map((a) => {
        const price = a.price[plan]
        return (
          <label key={a.id} className={styles.choice}>
            <input type="checkbox" name="addon" value={a.id} defaultChecked={chosen.includes(a.id)} />{' '}
            <span>
              <NoBreakHyphens text={t.addOns[a.id]} />
              <span className={styles.muted}>
                {price === 'included'
                  ? t.results.included
                  : price === 'unavailable'
                    ? t.form.notOnPlan(t.plans[plan])
                    : `${formatMoney(price, locale)}${t.form.perMonth} ${t.form.perLocation}`}
              </span>
            </span>
          </label>
        )
      })}
      <label className={styles.choice}>
        <input type="checkbox" name="install" value="1" defaultChecked={installation} />{' '}
        <span>
          {t.form.installation}
          <span className={styles.muted}>
            {formatMoney(catalogue.services[0].perLocationCents, locale)} {t.form.perLocation}
          </span>
        </span>
      </label>
    </fieldset>
  )
}

/** Names of the add-ons a plan includes, chosen or not: the "What is included" list. */
export function includedAddOns(plan: PlanId, t: QuoteTexts): string[] {
  return catalogue.addOns.filter((a) => a.price[plan] === 'included').map((a) => t.addOns[a.id])
}
