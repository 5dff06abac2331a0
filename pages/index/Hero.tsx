import type { ReactNode } from 'react'
import type { HomeContent } from '../../content/types'
import { DemoButton } from '../components/demo/DemoButton'
import styles from './Hero.module.css'
import { useLocalizePath } from '../components/use-shell'
import { NoBreakHyphens } from '../components/NoBreakHyphens'
import { Illustration } from '../components/Illustration'

/** The home hero; `art` (the product on its devices) replaces the illustration when given. */
export function Hero({ hero, art }: { hero: HomeContent['hero']; art?: ReactNode }) {
  const localize = useLocalizePath()
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`container ${styles.grid}`}>
        <div className={styles.copy}>
          <p className="eyebrow">{hero.eyebrow}</p>
          <h1 id="hero-title" className={styles.title}>
            <NoBreakHyphens text={hero.title} />
          </h1>
          <p className={styles.description}>{hero.description}</p>
          <div className={styles.actions}>
            <DemoButton section="hero" className="btn btn--primary btn--lg">
              {hero.buttonText}
            </DemoButton>
            <a href={localize(hero.secondaryHref)} className="btn btn--secondary btn--lg">
              {hero.secondaryText}
            </a>
          </div>
          <ul className={styles.highlights}>
            {hero.highlights.map((h) => (
              <li key={h}>
                <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
                  <circle cx="9" cy="9" r="9" fill="var(--pine-light)" />
                  <path
                    d="M5 9.2l2.6 2.6L13 6.4"
                    fill="none"
                    stroke="var(--pine)"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
                {h}
              </li>
            ))}
          </ul>
        </div>
        {art ? (
          <div className={styles.devices}>{art}</div>
        ) : (
          <div className={styles.art}>
            <Illustration src={hero.image} alt={hero.imageAlt} width={640} height={480} fetchPriority="high" />
          </div>
        )}
      </div>
    </section>
  )
}
