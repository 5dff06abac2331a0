import type { ReactNode } from 'react'
import type { HeroSection } from '../../../content/types'
import { DemoButton } from '../demo/DemoButton'
import { Breadcrumbs, type Crumb } from './Breadcrumbs'
import styles from './PageHero.module.css'
import { NoBreakHyphens } from '../NoBreakHyphens'
import { Illustration } from '../Illustration'

/** 'm' for a word of 6 to 9 letters, 'l' for 10 or more ('DERNIER SERVICE'); short words need none. */
function wordSize(word: string | undefined): 'm' | 'l' | undefined {
  if (!word || word.length <= 5) return undefined
  return word.length <= 9 ? 'm' : 'l'
}

/**
 * Hero of the product, industry and hardware pages: title, description, the demo button, the
 * main illustration with an optional device card, and a faded background word (drawn by CSS so
 * it is decoration only, never read out twice).
 */
export function PageHero({
  hero,
  eyebrow,
  breadcrumbs,
  art,
}: {
  hero: HeroSection
  /** Drawn in place of the main illustration: the product's screen in its device. */
  art?: ReactNode
  eyebrow?: string
  breadcrumbs?: { items: Crumb[]; label: string }
}) {
  const hasDevice = Boolean(hero.deviceTitle)
  return (
    <section
      className={styles.hero}
      aria-labelledby="hero-title"
      data-word={hero.backgroundText}
      // The word's length picks its size (PageHero.module.css), so it fits the window and is never cut.
      data-word-size={wordSize(hero.backgroundText)}
    >
      <div className={`container ${styles.grid}`}>
        <div className={styles.copy}>
          {breadcrumbs && <Breadcrumbs items={breadcrumbs.items} label={breadcrumbs.label} />}
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h1 id="hero-title" className={styles.title}>
            <NoBreakHyphens text={hero.title} />
          </h1>
          <p className={styles.description}>{hero.description}</p>
          <div className={styles.actions}>
            <DemoButton section="hero" className="btn btn--primary btn--lg">
              {hero.buttonText}
            </DemoButton>
          </div>
        </div>
        <div className={styles.art}>
          {art ? (
            <div className={styles.visual}>{art}</div>
          ) : (
            <div className={styles.main}>
              <Illustration
                src={hero.mainImage}
                alt={hero.mainImageAlt}
                width={640}
                height={480}
                fetchPriority="high"
              />
            </div>
          )}
          {hasDevice && (
            <div className={styles.device}>
              <div>
                {hero.deviceTitle && <p className={styles.deviceTitle}>{hero.deviceTitle}</p>}
                {hero.deviceDescription && <p className={styles.deviceText}>{hero.deviceDescription}</p>}
              </div>
            </div>
          )}
        </div>
      </div>
    </section>
  )
}
