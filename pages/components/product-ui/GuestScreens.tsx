import type { Locale } from '../../../content/index'
import type { ScreensContent } from '../../../content/types'
import { formatMoney, lineCents, ticketTotals } from './money'
import s from './screens.module.css'

/** Online ordering on the restaurant's own site: menu, cart, Quebec taxes, place order. */
export function OnlineScreen({ online, locale }: { online: ScreensContent['online']; locale: Locale }) {
  const money = (cents: number) => formatMoney(cents, locale)
  const totals = ticketTotals(online.lines, online.taxes)
  return (
    <div className={`${s.screen} ${s.online}`}>
      <div className={s.onlineMenu}>
        <p className={s.venueName}>{online.venue}</p>
        <p className={s.pillSoft}>{online.pickup}</p>
        <ul>
          {online.menu.map((item) => (
            <li key={item.name}>
              <span className={s.dish} aria-hidden="true" />
              <span>
                <b>{item.name}</b>
                <small>{item.description}</small>
              </span>
              <span className={s.price}>{money(item.cents)}</span>
              <span className={s.add}>{online.add}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className={s.cart}>
        <p className={s.label}>{online.cart}</p>
        <ul className={s.lines}>
          {online.lines.map((line) => (
            <li key={line.name}>
              <span>
                {line.qty} × {line.name}
                {line.mods?.map((m) => (
                  <small key={m.name}>{m.name}</small>
                ))}
              </span>
              <span>{money(lineCents(line))}</span>
            </li>
          ))}
        </ul>
        <dl className={s.sums}>
          <div>
            <dt>{online.subtotal}</dt>
            <dd>{money(totals.subtotal)}</dd>
          </div>
          {totals.taxes.map((t) => (
            <div key={t.label}>
              <dt>{t.label}</dt>
              <dd>{money(t.cents)}</dd>
            </div>
          ))}
          <div className={s.total}>
            <dt>{online.total}</dt>
            <dd>{money(totals.total)}</dd>
          </div>
        </dl>
        <p className={s.primary}>
          {online.placeOrder} · {money(totals.total)}
        </p>
      </div>
    </div>
  )
}

/** The restaurant's branded app: greeting, reorder, points toward a reward, today's items, tab bar. */
export function AppScreen({ app, locale }: { app: ScreensContent['app']; locale: Locale }) {
  const progress = Math.round((app.pointsValue / app.pointsGoal) * 100)
  return (
    <div className={`${s.screen} ${s.app}`}>
      <p className={s.appBrand}>{app.venue}</p>
      <p className={s.greeting}>{app.greeting}</p>
      <div className={s.card}>
        <p className={s.label}>{app.orderAgain}</p>
        <p>{app.again.join(' + ')}</p>
        <span className={s.primary}>{app.reorder}</span>
      </div>
      <div className={s.card}>
        <p className={s.label}>{app.points}</p>
        <p className={s.pointsBig}>
          {app.pointsValue} / {app.pointsGoal}
        </p>
        <span className={s.meter} style={{ ['--p' as string]: `${progress}%` }} />
        <small>
          {app.pointsGoal - app.pointsValue} {app.reward}
        </small>
      </div>
      <p className={s.label}>{app.featured}</p>
      <ul className={s.featured}>
        {app.featuredItems.map((item) => (
          <li key={item.name}>
            <span className={s.dish} aria-hidden="true" />
            <b>{item.name}</b>
            <span>{formatMoney(item.cents, locale)}</span>
          </li>
        ))}
      </ul>
      <ul className={s.tabbar}>
        {app.tabs.map((tab, i) => (
          <li key={tab} data-on={i === 0}>
            {tab}
          </li>
        ))}
      </ul>
    </div>
  )
}
