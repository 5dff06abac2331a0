import type { MarketingUi, PricingContent } from '../../content/types'
import styles from './AddOnsAndFees.module.css'

/** Plus add-ons and the payment processing fees of each plan, side by side on wide screens. */
export function AddOnsAndFees({
  addOns,
  fees,
  ui,
}: {
  addOns: PricingContent['addOns']
  fees: PricingContent['processingFees']
  ui: MarketingUi['pricing']
}) {
  return (
    <section className="section" aria-label={`${addOns.heading}, ${fees.heading}`}>
      <div className={`container ${styles.layout}`}>
        <div aria-labelledby="addons-title" role="group">
          <p className="eyebrow">{ui.addOnsEyebrow}</p>
          <h2 id="addons-title" className={styles.heading}>
            {addOns.heading}
          </h2>
          <p className={styles.lead}>{addOns.description}</p>
          <ul className={styles.addOns}>
            {addOns.items.map((item) => (
              <li key={item.name} className={styles.addOn}>
                <div className={styles.addOnHead}>
                  <h3 className={styles.addOnName}>{item.name}</h3>
                  <p className={styles.addOnPrice}>{item.price}</p>
                </div>
                <p className={styles.addOnText}>{item.description}</p>
              </li>
            ))}
          </ul>
        </div>
        <div aria-labelledby="fees-title" role="group" className={styles.feesPanel}>
          <p className="eyebrow">{ui.feesEyebrow}</p>
          <h2 id="fees-title" className={styles.heading}>
            {fees.heading}
          </h2>
          <dl className={styles.fees}>
            {fees.items.map((item) => (
              <div key={item.plan} className={styles.fee}>
                <dt className={styles.feePlan}>{item.plan}</dt>
                <dd className={styles.feeValue}>{item.fee}</dd>
                {item.note && <dd className={styles.feeNote}>{item.note}</dd>}
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  )
}
