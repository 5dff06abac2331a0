import type { Locale } from '../../../content/index'
import type { ScreensContent } from '../../../content/types'
import { formatMoney, formatPercent, splitCents, ticketTotals, tipCents } from './money'
import s from './screens.module.css'

/** Pay at the table on the Go: the guest's share of the split bill, tip in percent, tap to pay. */
export function PayScreen({ screens, locale }: { screens: ScreensContent; locale: Locale }) {
  const { pay, order } = screens
  const money = (cents: number) => formatMoney(cents, locale)
  const amount = splitCents(ticketTotals(order.lines, order.taxes).total, order.splitWays)[0] ?? 0
  const percent = pay.tips[pay.activeTip] ?? 0
  const tip = tipCents(amount, percent)
  return (
    <div className={`${s.screen} ${s.pay}`}>
      <p className={s.label}>{pay.table}</p>
      <p className={s.kpi}>
        <span>{pay.amountLabel}</span>
        <strong>{money(amount)}</strong>
      </p>
      <p className={s.label}>{pay.tipLabel}</p>
      <ul className={s.tips}>
        {pay.tips.map((t, i) => (
          <li key={t} data-on={i === pay.activeTip}>
            <b>{formatPercent(t, locale)}</b>
            <small>{money(tipCents(amount, t))}</small>
          </li>
        ))}
        <li>
          <b>{pay.custom}</b>
        </li>
      </ul>
      <dl className={s.sums}>
        <div>
          <dt>{pay.tip}</dt>
          <dd>{money(tip)}</dd>
        </div>
        <div className={s.total}>
          <dt>{pay.total}</dt>
          <dd>{money(amount + tip)}</dd>
        </div>
      </dl>
      <p className={s.tap}>
        <span className={s.waves} aria-hidden="true" />
        {pay.tap}
      </p>
    </div>
  )
}
