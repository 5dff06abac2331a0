import type { ReactNode } from 'react'
import { usePageData } from '../components/page-context'
import { CompanyHead } from '../components/sections/CompanyPage'
import type { Data } from './+data'
import styles from './licenses.module.css'

/**
 * Rows per <tbody>. The table lists some 500 packages; laid out at once they were two thirds of the page's
 * first layout (16 of 22 ms at full speed), which Lighthouse's 4x slowdown turns into a long task. Each group
 * after the first is held back like the sections below the first screen (data-render-later, drawn once the
 * page is idle; without JavaScript, as it comes near). 24 rows are about 6 ms of layout at full speed, 50
 * were 12 ms: a long task at a benchmarkIndex of 1,100 (CPU slowed 5.7x on this machine). The stripes count
 * rows within each group, so an even size keeps them in step across groups.
 */
const GROUP = 24

const groups = <T,>(rows: T[]): T[][] =>
  Array.from({ length: Math.ceil(rows.length / GROUP) }, (_, i) => rows.slice(i * GROUP, (i + 1) * GROUP))

/** A scoped name may break after its scope ('@emotion/' then 'use-insertion-effect-with-fallbacks'), never at a hyphen. */
function packageName(name: string): ReactNode {
  const slash = name.startsWith('@') ? name.indexOf('/') : -1
  if (slash < 0) return name
  return (
    <>
      {name.slice(0, slash + 1)}
      <wbr />
      {name.slice(slash + 1)}
    </>
  )
}

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
          <div className={styles.frame}>
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
                      <th scope="row">{packageName(p.name)}</th>
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
