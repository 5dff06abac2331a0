import type { MarketingUi } from '../../../content/types'
import { DemoButton } from '../demo/DemoButton'
import styles from './ClosingCta.module.css'
import { useLocalizePath } from '../use-shell'

/** The closing demo call-to-action band before the footer. */
export function ClosingCta({ cta }: { cta: MarketingUi['closingCta'] }) {
  const localize = useLocalizePath()
  return (
    <section className={styles.band} aria-labelledby="cta-title">
      <div className={`container ${styles.inner}`}>
        <div>
          <h2 id="cta-title" className={styles.title}>
            {cta.heading}
          </h2>
          <p className={styles.text}>{cta.text}</p>
        </div>
        <div className={styles.actions}>
          <DemoButton section="closing-cta" className="btn btn--light btn--lg">
            {cta.buttonText}
          </DemoButton>
          {cta.secondaryHref && (
            <a href={localize(cta.secondaryHref)} className={`btn btn--lg ${styles.secondary}`}>
              {cta.secondaryText}
            </a>
          )}
        </div>
      </div>
    </section>
  )
}
