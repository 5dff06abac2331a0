import { usePageData } from '../components/page-context'
import { CompanyHead } from '../components/sections/CompanyPage'
import type { Data } from './+data'
import styles from './licenses.module.css'

/** /licenses: generated at build time from the shipped production dependencies. */
export default function Page() {
  const { content, packages, summary } = usePageData<Data>()
  return (
    <>
      <CompanyHead title={content.title} intro={content.intro} />
      <section className="section" aria-labelledby="packages-title">
        <div className="container">
          <h2 id="packages-title" className={styles.heading}>
            {content.summaryHeading}
          </h2>
          <p className={styles.summary}>{summary}</p>
          <div className={styles.scroller} role="region" aria-label={content.tableRegion} tabIndex={0}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{content.columns.name}</th>
                  <th scope="col">{content.columns.version}</th>
                  <th scope="col">{content.columns.license}</th>
                </tr>
              </thead>
              <tbody>
                {packages.map((p) => (
                  <tr key={`${p.name}@${p.version}`}>
                    <th scope="row">{p.name}</th>
                    <td>{p.version}</td>
                    <td>{p.license}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </section>
    </>
  )
}
