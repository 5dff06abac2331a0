import { usePageData } from '../components/page-context'
import { CompanyHead } from '../components/sections/CompanyPage'
import type { Data } from './+data'
import styles from './licenses.module.css'

/**
 * Rows per <tbody>. The table lists some 500 packages; laid out at once they were two thirds of the page's
 * first layout (16 of 22 ms at full speed), which Lighthouse's 4x slowdown turns into a long task. Each group
 * after the first is held back like the sections below the first screen (data-render-later, drawn once the
 * page is idle; without JavaScript, as it comes near). An even size keeps the stripes in step across groups.
 */
const GROUP = 50

const groups = <T,>(rows: T[]): T[][] =>
  Array.from({ length: Math.ceil(rows.length / GROUP) }, (_, i) => rows.slice(i * GROUP, (i + 1) * GROUP))

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
              {groups(packages).map((group, i) => (
                <tbody
                  key={`${group[0]?.name}@${group[0]?.version}`}
                  className={styles.group}
                  data-render-later={i > 0 ? '' : undefined}
                >
                  {group.map((p) => (
                    <tr key={`${p.name}@${p.version}`}>
                      <th scope="row">{p.name}</th>
                      <td>{p.version}</td>
                      <td>{p.license}</td>
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
          </div>
        </div>
      </section>
    </>
  )
}
