import { getQuoteTexts } from '../../../content/quote'
import { Island } from '../../components/Island'
import { usePageData, useSite } from '../../components/page-context'
import type { Data } from './+data'
import { QuoteBuilder } from './QuoteBuilder'
import styles from './quote.module.css'

/** /pricing/quote: the quote builder. Server-rendered from the query string; the island recomputes on change. */
export default function Page() {
  const { builder } = usePageData<Data>()
  const { locale } = useSite()
  const t = getQuoteTexts(locale)
  return (
    <section className={styles.page} aria-labelledby="quote-title">
      <div className="container">
        <div className={styles.intro}>
          <p className="eyebrow">{t.eyebrow}</p>
          <h1 id="quote-title" className={styles.title}>
            {t.title}
          </h1>
          <p className="lead">{t.intro}</p>
        </div>
        <Island name="QuoteBuilder" component={QuoteBuilder} props={builder} hydrate="interaction" />
      </div>
    </section>
  )
}
