import type { MarketingUi, Plan } from '../../content/types'
import { DemoButton } from '../components/demo/DemoButton'
import { localizePath } from '../../content/index'
import { getQuoteTexts } from '../../content/quote'
import { useSite } from '../components/page-context'
import styles from './PlanCards.module.css'

/** Free, Plus (recommended, raised) and Enterprise. Every plan button opens the demo form. */
export function PlanCards({ plans, ui }: { plans: Plan[]; ui: MarketingUi['pricing'] }) {
  const { locale } = useSite()
  const quotePath = localizePath('/pricing/quote', locale)
  return (
    <ul className={styles.grid} aria-label={ui.plansLabel}>
      {plans.map((plan) => (
        <li key={plan.id} className={styles.card} data-recommended={plan.recommended} id={`plan-${plan.id}`}>
          {plan.recommended && <p className={styles.badge}>{ui.recommended}</p>}
          <h2 className={styles.name}>{plan.name}</h2>
          <p className={styles.description}>{plan.description}</p>
          <p className={styles.price}>
            {plan.strikePrice && (
              <s className={styles.strike}>
                <span className="visually-hidden">Was </span>
                {plan.strikePrice}
              </s>
            )}
            <span className={styles.amount} data-custom={plan.custom}>
              {plan.price}
            </span>
            <span className={styles.note}>{plan.priceNote}</span>
          </p>
          <DemoButton
            section={`plan-${plan.id}`}
            className={`btn btn--lg ${plan.buttonStyle === 'primary' ? 'btn--primary' : 'btn--secondary'} ${styles.button}`}
          >
            {plan.buttonText}
          </DemoButton>
          <a href={`${quotePath}?plan=${plan.id}`} className={styles.quoteLink}>
            {getQuoteTexts(locale).link}
            <span className="visually-hidden">: {plan.name}</span>
          </a>
          <ul className={`check-list ${styles.features}`}>
            {plan.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}
