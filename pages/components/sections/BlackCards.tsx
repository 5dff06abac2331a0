import type { BlackCardSection } from '../../../content/types'
import styles from './BlackCards.module.css'
import { NoBreakHyphens } from '../NoBreakHyphens'
import { Illustration } from '../Illustration'

/** The dark 'tech stack' section of three cards. */
export function BlackCards({ cards, eyebrow }: { cards: BlackCardSection; eyebrow: string }) {
  return (
    <section className={`section section--ink ${styles.band}`} aria-labelledby="tech-title" id="tech-stack">
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">{eyebrow}</p>
          <h2 id="tech-title">
            <NoBreakHyphens text={cards.heading} />
          </h2>
          <p>{cards.subheading}</p>
        </div>
        <ul className={styles.grid}>
          {cards.items.map((card, index) => (
            <li key={card.title} className={styles.card}>
              <span className={styles.index} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              {cards.drawn && (
                // Decorative: the card's title names what is drawn.
                <Illustration
                  className={styles.art}
                  src={card.image}
                  alt=""
                  width={480}
                  height={360}
                  loading="lazy"
                  decoding="async"
                />
              )}
              <h3 className={styles.title}>{card.title}</h3>
              <p className={styles.text}>{card.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
