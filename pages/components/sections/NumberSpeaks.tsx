import type { NumberSpeaks as NumberSpeaksContent } from '../../../content/types'
import styles from './NumberSpeaks.module.css'
import { NoBreakHyphens } from '../NoBreakHyphens'

const surface: Record<NumberSpeaksContent['bgColor'], string> = {
  ink: 'section section--ink',
  ember: `section ${styles.ember}`,
  sand: 'section section--sand',
  white: 'section',
}

/** 'Number Speaks': the band of four big stats. */
export function NumberSpeaks({ numbers, eyebrow }: { numbers: NumberSpeaksContent; eyebrow: string }) {
  return (
    <section
      className={`${surface[numbers.bgColor]} ${styles.band}`}
      aria-labelledby="numbers-title"
      data-tone={numbers.bgColor}
    >
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">{eyebrow}</p>
          <h2 id="numbers-title">
            <NoBreakHyphens text={numbers.title} />
          </h2>
          <p>{numbers.subtitle}</p>
        </div>
        <dl className={styles.stats}>
          {numbers.stats.map((stat) => (
            <div key={stat.value + stat.description} className={styles.stat}>
              <dt className={styles.value}>{stat.value}</dt>
              <dd className={styles.description}>{stat.description}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
