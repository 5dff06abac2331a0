import type { Locale } from '../../../content/index'
import type { ScreensContent } from '../../../content/types'
import { formatMoney, formatPercent } from './money'
import s from './screens.module.css'

/** The owner's reports app: net sales (the sum of the hourly bars), labour %, guests, top items. */
export function ReportsScreen({ reports, locale }: { reports: ScreensContent['reports']; locale: Locale }) {
  const net = reports.hours.reduce((sum, h) => sum + h.cents, 0)
  const peak = Math.max(...reports.hours.map((h) => h.cents))
  const labour = Math.round((reports.labourCents / net) * 1000) / 10
  return (
    <div className={`${s.screen} ${s.reports}`}>
      <p className={s.label}>{reports.title}</p>
      <p className={s.kpi}>
        <span>{reports.net}</span>
        <strong>{formatMoney(net, locale)}</strong>
        <em>{reports.change}</em>
      </p>
      <p className={s.label}>{reports.byHour}</p>
      <ol className={s.chart}>
        {reports.hours.map((h) => (
          <li key={h.hour} style={{ ['--h' as string]: `${Math.round((h.cents / peak) * 100)}%` }}>
            <span>{h.hour}</span>
          </li>
        ))}
      </ol>
      <dl className={s.tiles}>
        <div>
          <dt>{reports.labour}</dt>
          <dd>{formatPercent(labour, locale)}</dd>
        </div>
        <div>
          <dt>{reports.guests}</dt>
          <dd>{reports.guestCount}</dd>
        </div>
        <div>
          <dt>{reports.average}</dt>
          <dd>{formatMoney(Math.round(net / reports.guestCount), locale)}</dd>
        </div>
      </dl>
      <p className={s.label}>{reports.topItems}</p>
      <ol className={s.top}>
        {reports.top.map((item) => (
          <li key={item.name}>
            <span>{item.name}</span>
            <b>{item.qty}</b>
          </li>
        ))}
      </ol>
    </div>
  )
}
