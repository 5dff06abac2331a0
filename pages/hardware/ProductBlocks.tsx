import type { ReactNode } from 'react'
import { catalogue } from '../../content/catalogue'
import type { Locale } from '../../content/index'
import type { HardwareContent, VisualId } from '../../content/types'
import { isHardwareId, Price, priceParts, type PriceTexts } from '../components/hardware-price'
import { useLocalizePath } from '../components/use-shell'
import { DemoButton } from '../components/demo/DemoButton'
import { deviceIconFor } from './device-icon'
import styles from './ProductBlocks.module.css'
import { NoBreakHyphens } from '../components/NoBreakHyphens'
import { Illustration } from '../components/Illustration'

/**
 * Station, Tab and Go: grey blocks with alternating image alignment, the icon chosen by title; a
 * block named after a catalogue device shows its buy and lease prices and a link to price it.
 */
export function ProductBlocks({
  intro,
  blocks,
  specsLabel,
  drawDevice,
  prices,
}: {
  /** Draws a device with its own screen, for blocks that name a visual. */
  drawDevice?: (id: VisualId) => ReactNode
  intro: HardwareContent['featuresIntro']
  blocks: HardwareContent['productSections']
  specsLabel: string
  prices?: { texts: PriceTexts; locale: Locale }
}) {
  const localize = useLocalizePath()
  return (
    <section className="section" aria-labelledby="devices-title" id="devices">
      <div className="container">
        <div className="section-head">
          <h2 id="devices-title">
            <NoBreakHyphens text={intro.title} />
          </h2>
          <p>{intro.subtitle}</p>
        </div>
        <div className={styles.blocks}>
          {blocks.map((block) => {
            const DeviceIcon = deviceIconFor(block.title)
            return (
              <article
                key={block.id}
                id={block.id}
                className={styles.block}
                data-align={block.alignment}
                aria-labelledby={`${block.id}-title`}
              >
                <div className={styles.copy}>
                  <span className={styles.icon} data-testid={`icon-${block.id}`}>
                    <DeviceIcon size={26} aria-hidden="true" focusable="false" />
                  </span>
                  <h3 id={`${block.id}-title`} className={styles.title}>
                    <NoBreakHyphens text={block.title} />
                  </h3>
                  <p className={styles.text}>{block.description}</p>
                  {block.specs && block.specs.length > 0 && (
                    <>
                      <h4 className="visually-hidden">{specsLabel}</h4>
                      <ul className={styles.specs}>
                        {block.specs.map((spec) => (
                          <li key={spec}>{spec}</li>
                        ))}
                      </ul>
                    </>
                  )}
                  {prices && isHardwareId(block.id) && (
                    <p className={styles.price} data-price={block.id}>
                      <Price parts={priceParts(block.id, prices.texts, prices.locale)} />
                    </p>
                  )}
                  <div className={styles.actions}>
                    <DemoButton section={`hardware-${block.id}`}>{block.buttonText}</DemoButton>
                    {prices && isHardwareId(block.id) && (
                      <a className={styles.quote} href={`${localize('/pricing/quote')}?qty_${block.id}=1`}>
                        {prices.texts.link}
                        <span aria-hidden="true"> →</span>
                      </a>
                    )}
                  </div>
                </div>
                <figure className={styles.figure}>
                  {block.visual && drawDevice ? (
                    drawDevice(block.visual)
                  ) : (
                    <Illustration
                      src={block.image}
                      alt={block.imageAlt}
                      width={480}
                      height={360}
                      loading="lazy"
                      decoding="async"
                    />
                  )}
                  <figcaption className={styles.label}>{block.imageLabel}</figcaption>
                </figure>
              </article>
            )
          })}
        </div>
        {prices && (
          <div className={styles.accessories}>
            <h3 id="accessories-title" className={styles.accessoriesTitle}>
              {intro.accessories}
            </h3>
            <ul className={styles.accessoryList}>
              {catalogue.hardware
                .filter((h) => !blocks.some((b) => b.id === h.id))
                .map((h) => (
                  <li key={h.id} data-price={h.id}>
                    <span className={styles.accessoryName}>{prices.texts.hardware[h.id]}</span>
                    <span>
                      <Price parts={priceParts(h.id, prices.texts, prices.locale)} />
                    </span>
                  </li>
                ))}
            </ul>
            <p className={styles.pricesNote}>
              {intro.pricesNote}{' '}
              <a href={localize('/pricing/quote')} className={styles.quote}>
                {prices.texts.link}
                <span aria-hidden="true"> →</span>
              </a>
            </p>
          </div>
        )}
      </div>
    </section>
  )
}
