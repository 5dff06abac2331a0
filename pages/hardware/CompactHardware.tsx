import type { HardwareContent } from '../../content/types'
import styles from './CompactHardware.module.css'
import { NoBreakHyphens } from '../components/NoBreakHyphens'
import { Illustration } from '../components/Illustration'

/** 'Compact restaurant POS hardware': the smaller devices, with no trust indicators. */
export function CompactHardware({ compact }: { compact: HardwareContent['compactSection'] }) {
  return (
    <section className="section" aria-labelledby="compact-title" id="compact">
      <div className="container">
        <div className="section-head">
          <h2 id="compact-title">
            <NoBreakHyphens text={compact.title} />
          </h2>
          <p>{compact.description}</p>
        </div>
        <ul className={styles.grid}>
          {compact.items.map((item) => (
            <li key={item.title} className={styles.card}>
              <Illustration src={item.image} alt="" width={480} height={360} loading="lazy" decoding="async" />
              <h3 className={styles.title}>
                <NoBreakHyphens text={item.title} />
              </h3>
              <p className={styles.text}>{item.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
