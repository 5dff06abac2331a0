import type { ReactNode } from 'react'
import type { Locale } from '../../../content/index'
import type { HomeContent, VisualId } from '../../../content/types'
import { isHardwareId, Price, priceParts, type PriceTexts } from '../hardware-price'
import styles from './HardwareShowcase.module.css'
import { useLocalizePath } from '../use-shell'
import { NoBreakHyphens } from '../NoBreakHyphens'
import { Illustration } from '../Illustration'

/**
 * Station, Tab and Go with the solution links (home and pricing pages): each device drawn with its
 * own screen when the page can draw it, and with its buy and lease prices where the page prices it.
 */
export function HardwareShowcase({
  hardware,
  drawDevice,
  prices,
}: {
  hardware: HomeContent['hardware']
  drawDevice?: (id: VisualId) => ReactNode
  prices?: { texts: PriceTexts; locale: Locale }
}) {
  const localize = useLocalizePath()
  return (
    <section className="section" aria-labelledby="hardware-title">
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">{hardware.eyebrow}</p>
          <h2 id="hardware-title">
            <NoBreakHyphens text={hardware.heading} />
          </h2>
          <p>{hardware.subheading}</p>
        </div>
        <ul className={styles.grid}>
          {hardware.items.map((item) => (
            <li key={item.id} className={styles.card}>
              <a href={localize(item.href)} className={styles.link}>
                <div className={styles.art}>
                  {item.visual && drawDevice ? (
                    drawDevice(item.visual)
                  ) : (
                    // A small drawing, loaded with the page: a lazy card looked empty.
                    <Illustration src={item.image} alt="" width={480} height={360} decoding="async" />
                  )}
                </div>
                <span className={styles.title}>
                  <NoBreakHyphens text={item.title} />
                </span>
                <span className={styles.text}>
                  <NoBreakHyphens text={item.description} />
                </span>
                {prices && isHardwareId(item.id) && (
                  <span className={styles.price} data-price={item.id}>
                    <Price parts={priceParts(item.id, prices.texts, prices.locale)} />
                  </span>
                )}
              </a>
            </li>
          ))}
        </ul>
        <div className={styles.solutions}>
          <h3 className={styles.solutionsTitle}>{hardware.solutionsHeading}</h3>
          <ul className={styles.pills}>
            {hardware.solutions.map((s) => (
              <li key={s.label}>
                <a href={localize(s.href)} className={styles.pill}>
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}
