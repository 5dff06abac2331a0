import type { DemoPageContent } from '../../content/demo-page'
import { site } from '../../content/site'
import type { LogoItem } from '../../content/types'
import { useSite } from '../components/page-context'
import { quoted } from '../components/quoted'
import styles from './demo.module.css'
import { Illustration } from '../components/Illustration'

/** Beside the demo form: the three steps after sending it, the phone line, and customers in their words. */
export function DemoReassurance({ content, logos }: { content: DemoPageContent; logos: LogoItem[] }) {
  const { locale } = useSite()
  return (
    <aside className={styles.aside} aria-labelledby="demo-next-title">
      <h2 id="demo-next-title" className={styles.asideTitle}>
        {content.nextHeading}
      </h2>
      <ol className={styles.steps}>
        {content.steps.map((step) => (
          <li key={step.title} className={styles.step}>
            <h3 className={styles.stepTitle}>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
      <div className={styles.call}>
        <h2 className={styles.callTitle}>{content.callHeading}</h2>
        <a className={styles.phone} href={site.phoneHref}>
          {site.phone}
        </a>
        <p>{content.callText}</p>
      </div>
      <section className={styles.customers} aria-labelledby="demo-customers-title">
        <h2 id="demo-customers-title" className={styles.customersTitle}>
          {content.customersHeading}
        </h2>
        {content.quotes.map((quote) => (
          <figure key={quote.name} className={styles.quote}>
            <blockquote>
              <p>{quoted(quote.text, locale)}</p>
            </blockquote>
            <figcaption>
              <strong>{quote.name}</strong>, {quote.restaurant}
            </figcaption>
          </figure>
        ))}
        <ul className={styles.logos}>
          {logos.map((logo) => (
            <li key={logo.name}>
              <Illustration src={logo.src} alt={logo.name} width={logo.width} height={logo.height} loading="lazy" />
            </li>
          ))}
        </ul>
      </section>
    </aside>
  )
}
