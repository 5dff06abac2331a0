import { useState } from 'react'
import type { HomeContent, Testimonial } from '../../../content/types'
import { Island } from '../Island'
import styles from './Testimonials.module.css'

/**
 * Four cards. On wide screens the hovered (or focused) card expands to show its quote and the
 * first card is expanded again when the pointer leaves; on small screens every quote shows.
 */
export function Testimonials({ testimonials }: { testimonials: HomeContent['testimonials'] }) {
  return (
    <section className="section section--ink" aria-labelledby="testimonials-title">
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">{testimonials.eyebrow}</p>
          <h2 id="testimonials-title">{testimonials.heading}</h2>
          <p>{testimonials.subheading}</p>
        </div>
        <Island name="Testimonials" component={TestimonialCards} props={{ items: testimonials.items }} />
      </div>
    </section>
  )
}

export function TestimonialCards({ items }: { items: Testimonial[] }) {
  const [expanded, setExpanded] = useState(0)
  return (
    <ul className={styles.cards} onMouseLeave={() => setExpanded(0)}>
      {items.map((t, index) => (
        <li
          key={t.id}
          className={styles.card}
          data-expanded={index === expanded}
          data-testid="testimonial"
          onMouseEnter={() => setExpanded(index)}
          onFocus={() => setExpanded(index)}
          tabIndex={0}
        >
          <figure className={styles.figure}>
            <div className={styles.person}>
              <img
                src={t.image}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                decoding="async"
                className={styles.avatar}
              />
              <figcaption>
                <span className={styles.name}>{t.name}</span>
                <span className={styles.position}>{t.position}</span>
              </figcaption>
            </div>
            <blockquote className={styles.quote}>
              <p>“{t.text}”</p>
            </blockquote>
            <div className={styles.brand}>
              <img
                src={t.logo}
                alt={t.logoSubtext.split(',')[0] ?? ''}
                width={140}
                height={34}
                loading="lazy"
                decoding="async"
              />
              <span>{t.logoSubtext}</span>
            </div>
          </figure>
        </li>
      ))}
    </ul>
  )
}
