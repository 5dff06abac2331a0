import type { ComparisonRow, ComparisonValue, MarketingUi, PricingContent } from '../../content/types'
import { localizePath } from '../../content/index'
import { getQuoteTexts } from '../../content/quote'
import { useSite } from '../components/page-context'
import styles from './ComparisonTable.module.css'
import { NoBreakHyphens } from '../components/NoBreakHyphens'

type Columns = PricingContent['comparison']['columns']
const columnKeys = ['free', 'plus', 'premium'] as const
const columnPlans = { free: 'free', plus: 'plus', premium: 'enterprise' } as const

/** Rows grouped under their category header row, one <tbody> per category. */
function groupRows(rows: ComparisonRow[]): { name: string; rows: Extract<ComparisonRow, { free: unknown }>[] }[] {
  const groups: { name: string; rows: Extract<ComparisonRow, { free: unknown }>[] }[] = []
  for (const row of rows) {
    if (row.category) groups.push({ name: row.name, rows: [] })
    else {
      if (!groups.length) groups.push({ name: '', rows: [] })
      groups[groups.length - 1]?.rows.push(row)
    }
  }
  return groups
}

function Cell({ value, ui }: { value: ComparisonValue; ui: MarketingUi['pricing'] }) {
  if (value === true) {
    return (
      <span className={styles.yes}>
        <span className="visually-hidden">{ui.included}</span>
      </span>
    )
  }
  if (value === false) {
    return (
      <span className={styles.no}>
        <span className="visually-hidden">{ui.notIncluded}</span>
      </span>
    )
  }
  return <span className={styles.text}>{value}</span>
}

/**
 * The plan comparison: Standard, Pro and Enterprise columns, category header rows, and
 * true/false cells that say 'Included'/'Not included' to screen readers. Its header sticks on
 * wide screens; on phones the table scrolls sideways inside its own focusable region.
 */
export function ComparisonTable({
  heading,
  columns,
  rows,
  ui,
}: {
  heading: string
  columns: Columns
  rows: ComparisonRow[]
  ui: MarketingUi['pricing']
}) {
  const { locale } = useSite()
  const quotePath = localizePath('/pricing/quote', locale)
  return (
    <section className="section section--sand" aria-labelledby="compare-title" id="compare">
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">{ui.compareEyebrow}</p>
          <h2 id="compare-title">
            <NoBreakHyphens text={heading} />
          </h2>
        </div>
        <p className={styles.hint}>
          {ui.scrollHint}
          <span aria-hidden="true"> →</span>
        </p>
        {/* Focusable so keyboard users can scroll it on small screens. */}
        <div className={styles.scroller} role="region" aria-label={ui.tableRegion} tabIndex={0}>
          <table className={styles.table}>
            <caption className="visually-hidden">{heading}</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.featureHead}>
                  {ui.feature}
                </th>
                {columnKeys.map((key) => (
                  <th key={key} scope="col" className={styles.planHead} data-plan={key}>
                    {columns[key]}
                  </th>
                ))}
              </tr>
            </thead>
            {groupRows(rows).map((group) => (
              <tbody key={group.name}>
                {group.name && (
                  <tr className={styles.category}>
                    <th scope="colgroup" colSpan={4}>
                      <span className={styles.categoryName}>{group.name}</span>
                    </th>
                  </tr>
                )}
                {group.rows.map((row) => (
                  <tr key={row.name}>
                    <th scope="row" className={styles.rowHead}>
                      {row.name}
                    </th>
                    {columnKeys.map((key) => (
                      <td key={key} data-plan={key}>
                        <Cell value={row[key]} ui={ui} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            ))}
            <tfoot>
              <tr>
                <td className={styles.footHead} />
                {columnKeys.map((key) => (
                  <td key={key} data-plan={key}>
                    <a href={`${quotePath}?plan=${columnPlans[key]}`} className={styles.quoteLink}>
                      {getQuoteTexts(locale).link}
                      <span className="visually-hidden">: {columns[key]}</span>
                    </a>
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      </div>
    </section>
  )
}
