import type { IndustrySection as IndustrySectionContent } from '../../../content/types'
import { DemoButton } from '../demo/DemoButton'
import styles from './IndustrySection.module.css'
import { NoBreakHyphens } from '../NoBreakHyphens'

/** Who it is for: the headline figures, then the feature groups with their bullets. */
export function IndustrySection({ industry, eyebrow }: { industry: IndustrySectionContent; eyebrow: string }) {
  return (
    <section className="section" aria-labelledby="industry-title" id="industry">
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">{eyebrow}</p>
          <h2 id="industry-title">
            <NoBreakHyphens text={industry.title} />
          </h2>
          <p>{industry.subtitle}</p>
        </div>
        <div className={styles.layout}>
          <div className={styles.visual}>
            <dl className={styles.stats}>
              {industry.stats.map((stat) => (
                <div key={stat.value + stat.description} className={styles.stat}>
                  <dt className={styles.value}>{stat.value}</dt>
                  <dd className={styles.statText}>{stat.description}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className={styles.features}>
            {industry.features.map((feature) => (
              <div key={feature.heading} className={styles.feature}>
                <h3 className={styles.heading}>{feature.heading}</h3>
                <p className={styles.text}>{feature.description}</p>
                {feature.bulletPoints && feature.bulletPoints.length > 0 && (
                  <ul className={styles.bullets}>
                    {feature.bulletPoints.map((b) => (
                      <li key={b}>{b}</li>
                    ))}
                  </ul>
                )}
              </div>
            ))}
            <div className={styles.cta}>
              <DemoButton section="industry">{industry.ctaText}</DemoButton>
            </div>
          </div>
        </div>
      </div>
    </section>
  )
}
