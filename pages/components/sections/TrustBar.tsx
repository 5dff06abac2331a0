import type { HomeContent } from '../../../content/types'
import styles from './TrustBar.module.css'
import { Illustration } from '../Illustration'

/** Trust indicators: the customer wordmarks, static (no script, nothing moves). */
export function TrustBar({ logos }: { logos: HomeContent['logos'] }) {
  return (
    <section className={styles.bar} aria-labelledby="trust-title">
      <div className="container">
        <h2 id="trust-title" className={styles.heading}>
          {logos.heading}
        </h2>
        <ul className={styles.logos}>
          {logos.items.map((logo) => (
            <li key={logo.name}>
              <Illustration
                src={logo.src}
                alt={logo.name}
                width={logo.width}
                height={logo.height}
                loading="lazy"
                decoding="async"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
