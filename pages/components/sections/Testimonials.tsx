import type { HomeContent, Testimonial } from '../../../content/types'
import styles from './Testimonials.module.css'
import { NoBreakHyphens } from '../NoBreakHyphens'
import { useSite } from '../page-context'
import { quoted } from '../quoted'
import { Illustration } from '../Illustration'

/**
 * Four cards, server HTML only. On wide screens the hovered (or focused) card expands (CSS) and
 * the first is expanded otherwise; the collapsed ones still show the start of their quote, and
 * every quote is in the page for screen readers. On small screens every quote shows in full.
 */
export function Testimonials({ testimonials }: { testimonials: HomeContent['testimonials'] }) {
  return (
    <section className="section section--ink" aria-labelledby="testimonials-title">
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">{testimonials.eyebrow}</p>
          <h2 id="testimonials-title">
            <NoBreakHyphens text={testimonials.heading} />
          </h2>
          <p>{testimonials.subheading}</p>
        </div>
        <TestimonialCards items={testimonials.items} />
      </div>
    </section>
  )
}

function TestimonialCards({ items }: { items: Testimonial[] }) {
  const { locale } = useSite()
  return (
    <ul className={styles.cards}>
      {items.map((t) => (
        <li key={t.id} className={styles.card} data-testid="testimonial" tabIndex={0}>
          <figure className={styles.figure}>
            <figcaption className={styles.person}>
              <Illustration
                src={t.image}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                decoding="async"
                className={styles.avatar}
              />
              <span>
                <span className={styles.name}>{t.name}</span>
                <span className={styles.position}>{t.position}</span>
              </span>
            </figcaption>
            <blockquote className={styles.quote}>
              <p>{quoted(t.text, locale)}</p>
            </blockquote>
            <div className={styles.brand}>
              <Illustration src={t.logo} alt={t.company} width={140} height={34} loading="lazy" decoding="async" />
              <span>{t.logoSubtext}</span>
            </div>
          </figure>
        </li>
      ))}
    </ul>
  )
}
