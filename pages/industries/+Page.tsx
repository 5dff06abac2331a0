import { usePageData } from '../components/page-context'
import { ClosingCta } from '../components/sections/ClosingCta'
import type { Data } from './+data'
import styles from './industries.module.css'
import { useLocalizePath } from '../components/use-shell'
import { Illustration } from '../components/Illustration'

/** /industries: all nine industry pages with their illustration and headline figure. */
export default function Page() {
  const localize = useLocalizePath()
  const { page, industries, cta } = usePageData<Data>()
  return (
    <>
      <section className={styles.intro} aria-labelledby="industries-title">
        <div className="container">
          <p className="eyebrow">{page.eyebrow}</p>
          <h1 id="industries-title" className={styles.title}>
            {page.title}
          </h1>
          <p className={styles.lead}>{page.description}</p>
        </div>
      </section>
      <section className="section" aria-label={page.eyebrow}>
        <div className="container">
          <ul className={styles.grid}>
            {industries.map((industry) => (
              <li key={industry.slug} className={styles.card}>
                <div className={styles.art}>
                  <Illustration
                    src={industry.image}
                    alt={industry.imageAlt}
                    width={480}
                    height={360}
                    loading="lazy"
                    decoding="async"
                  />
                </div>
                <div className={styles.body}>
                  <h2 className={styles.name}>
                    <a href={localize(`/categories/${industry.slug}`)} className={styles.link}>
                      {industry.name}
                    </a>
                  </h2>
                  <p className={styles.tagline}>{industry.title}</p>
                  {industry.headline && (
                    <p className={styles.stat}>
                      <strong>{industry.headline.value}</strong> {industry.headline.description}
                    </p>
                  )}
                  <span className={styles.more} aria-hidden="true">
                    {page.linkLabel} →
                  </span>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <ClosingCta cta={cta} />
    </>
  )
}
