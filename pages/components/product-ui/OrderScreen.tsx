import type { Locale } from '../../../content/index'
import type { ScreensContent } from '../../../content/types'
import { formatMoney, formatPercent, lineCents, splitCents, ticketTotals } from './money'
import s from './screens.module.css'

type Order = ScreensContent['order']

/** The register: categories, the item grid, the modifier sheet, and the ticket with its taxes. */
export function OrderScreen({ order, locale, compact = false }: { order: Order; locale: Locale; compact?: boolean }) {
  const money = (cents: number) => formatMoney(cents, locale)
  return (
    <div className={`${s.screen} ${s.order}`} data-compact={compact}>
      <header className={s.bar}>
        <strong>{order.venue}</strong>
        <span>{order.table}</span>
        <span className={s.pill}>{order.server}</span>
      </header>
      <ul className={s.categories}>
        {order.categories.map((c, i) => (
          <li key={c} data-on={i === order.activeCategory}>
            {c}
          </li>
        ))}
      </ul>
      <div className={s.menu}>
        <ul className={s.items}>
          {order.items.map((item, i) => (
            <li key={item.name} data-on={i === 0}>
              <span>{item.name}</span>
              <span className={s.price}>{money(item.cents)}</span>
            </li>
          ))}
        </ul>
        <div className={s.mods}>
          <p className={s.label}>{order.modifierTitle}</p>
          <ul>
            {order.modifiers.map((m) => (
              <li key={m.name} data-on={Boolean(m.on)}>
                {m.name}
                {m.cents ? ` +${money(m.cents)}` : ''}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <Ticket order={order} locale={locale} />
    </div>
  )
}

function Ticket({ order, locale }: { order: Order; locale: Locale }) {
  const money = (cents: number) => formatMoney(cents, locale)
  const totals = ticketTotals(order.lines, order.taxes)
  const shares = splitCents(totals.total, order.splitWays)
  return (
    <div className={s.ticket}>
      <p className={s.label}>{order.ticketTitle}</p>
      <ul className={s.lines}>
        {order.lines.map((line) => (
          <li key={line.name}>
            <span>
              {line.qty} × {line.name}
              {line.mods?.map((m) => (
                <small key={m.name}>
                  {m.cents ? '+ ' : ''}
                  {m.name}
                </small>
              ))}
            </span>
            <span>{money(lineCents(line))}</span>
          </li>
        ))}
      </ul>
      <dl className={s.sums}>
        <div>
          <dt>{order.subtotal}</dt>
          <dd>{money(totals.subtotal)}</dd>
        </div>
        {totals.taxes.map((t) => (
          <div key={t.label}>
            <dt>
              {t.label} {formatPercent(t.rate, locale)}
            </dt>
            <dd>{money(t.cents)}</dd>
          </div>
        ))}
        <div className={s.total}>
          <dt>{order.total}</dt>
          <dd>{money(totals.total)}</dd>
        </div>
      </dl>
      <ul className={s.split}>
        {shares.map((share, i) => (
          <li key={i}>
            {order.guest} {i + 1} · {money(share)}
          </li>
        ))}
      </ul>
      <div className={s.actions}>
        <span>{order.split}</span>
        <span>{order.send}</span>
        <span className={s.primary}>
          {order.pay} {money(totals.total)}
        </span>
      </div>
    </div>
  )
}

/** The Station's guest-facing screen: the same ticket, total and points. */
export function CustomerScreen({ order, locale }: { order: Order; locale: Locale }) {
  const totals = ticketTotals(order.lines, order.taxes)
  return (
    <div className={`${s.screen} ${s.customer}`}>
      <p className={s.welcome}>{order.customerWelcome}</p>
      <ul className={s.lines}>
        {order.lines.map((line) => (
          <li key={line.name}>
            <span>
              {line.qty} × {line.name}
            </span>
            <span>{formatMoney(lineCents(line), locale)}</span>
          </li>
        ))}
      </ul>
      <p className={s.bigTotal}>
        <span>{order.total}</span> {formatMoney(totals.total, locale)}
      </p>
      <p className={s.points}>
        +{Math.floor(totals.total / 100)} {order.customerPoints}
      </p>
    </div>
  )
}
