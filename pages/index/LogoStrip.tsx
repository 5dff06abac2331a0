import type { HomeContent } from '../../content/types'
import styles from './LogoStrip.module.css'
import { Illustration } from '../components/Illustration'

/**
 * Six customer logos, doubled, scrolling by a CSS animation (no script: it runs on the compositor),
 * paused under the pointer, still under reduced motion. The switch under it stops the strip for anyone
 * (keyboard, touch, screen reader): moving content that starts by itself and lasts more than five
 * seconds needs a way to pause it (WCAG 2.2.2). A checkbox, so it works without JavaScript: the
 * track's animation pauses while it is checked (the sibling selector in LogoStrip.module.css).
 */
export function LogoStrip({ logos }: { logos: HomeContent['logos'] }) {
  const list = (copy: number) => (
    <ul className={styles.list} aria-hidden={copy === 1 ? true : undefined}>
      {logos.items.map((logo) => (
        <li key={`${copy}-${logo.name}`} className={styles.item}>
          <Illustration
            src={logo.src}
            alt={copy === 0 ? logo.name : ''}
            width={logo.width}
            height={logo.height}
            loading="lazy"
            decoding="async"
          />
        </li>
      ))}
    </ul>
  )

  return (
    <section className={styles.strip} aria-labelledby="logos-title">
      <div className="container">
        <h2 id="logos-title" className={styles.heading}>
          {logos.heading}
        </h2>
      </div>
      <input
        id="logos-pause"
        type="checkbox"
        role="switch"
        className={`visually-hidden ${styles.pauseInput}`}
        data-testid="logo-pause"
      />
      <div className={styles.viewport}>
        <div className={styles.track} data-testid="logo-track">
          {list(0)}
          {list(1)}
        </div>
      </div>
      <div className={`container ${styles.controls}`}>
        <label htmlFor="logos-pause" className={styles.pause}>
          {logos.pauseLabel}
        </label>
      </div>
    </section>
  )
}
