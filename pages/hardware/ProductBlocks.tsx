import type { ReactNode } from 'react'
import type { HardwareContent, VisualId } from '../../content/types'
import { DemoButton } from '../components/demo/DemoButton'
import { deviceIconFor } from './device-icon'
import styles from './ProductBlocks.module.css'
import { NoBreakHyphens } from '../components/NoBreakHyphens'

/** Station, Tab and Go: grey blocks with alternating image alignment, the icon chosen by title. */
export function ProductBlocks({
  intro,
  blocks,
  specsLabel,
  drawDevice,
}: {
  /** Draws a device with its own screen, for blocks that name a visual. */
  drawDevice?: (id: VisualId) => ReactNode
  intro: HardwareContent['featuresIntro']
  blocks: HardwareContent['productSections']
  specsLabel: string
}) {
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
                  <div className={styles.actions}>
                    <DemoButton section={`hardware-${block.id}`}>{block.buttonText}</DemoButton>
                  </div>
                </div>
                <figure className={styles.figure}>
                  {block.visual && drawDevice ? (
                    drawDevice(block.visual)
                  ) : (
                    <img
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
      </div>
    </section>
  )
}
