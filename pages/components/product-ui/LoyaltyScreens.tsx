import type { Locale } from '../../../content/index'
import type { ScreensContent } from '../../../content/types'
import { formatMoney } from './money'
import s from './screens.module.css'

/** A guest's loyalty profile at the register: tier, visits, points and rewards ready to redeem. */
export function LoyaltyScreen({ loyalty }: { loyalty: ScreensContent['loyalty'] }) {
  return (
    <div className={`${s.screen} ${s.loyalty}`}>
      <header className={s.bar}>
        <strong>{loyalty.title}</strong>
        <span className={s.pillSoft}>{loyalty.campaign}</span>
      </header>
      <div className={s.profile}>
        <span className={s.avatar} aria-hidden="true">
          {loyalty.guest
            .split(' ')
            .map((w) => w[0])
            .join('')}
        </span>
        <p>
          <b>{loyalty.guest}</b>
          <small>{loyalty.since}</small>
        </p>
        <span className={s.tier}>{loyalty.tier}</span>
      </div>
      <dl className={s.tiles}>
        {loyalty.stats.map((stat) => (
          <div key={stat.label}>
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
      <p className={s.label}>{loyalty.rewardsTitle}</p>
      <ul className={s.rewards}>
        {loyalty.rewards.map((r) => (
          <li key={r.name} data-on={r.ready}>
            <span>{r.name}</span>
            <small>{r.cost}</small>
            {r.ready && <span className={s.primary}>{loyalty.redeem}</span>}
          </li>
        ))}
      </ul>
    </div>
  )
}

/** Selling a gift card and checking one's balance (the loaded amount minus each redemption). */
export function GiftCardScreen({ gift, locale }: { gift: ScreensContent['giftCard']; locale: Locale }) {
  const money = (cents: number) => formatMoney(cents, locale)
  const balance = gift.history.reduce((sum, h) => sum + h.cents, gift.loadedCents)
  return (
    <div className={`${s.screen} ${s.gift}`}>
      <header className={s.bar}>
        <strong>{gift.title}</strong>
      </header>
      <div className={s.giftGrid}>
        <div>
          <p className={s.label}>{gift.sell}</p>
          <div className={s.giftCard} aria-hidden="true">
            <span>{gift.card}</span>
          </div>
          <ul className={s.amounts}>
            {gift.amounts.map((a, i) => (
              <li key={a} data-on={i === gift.activeAmount}>
                {money(a * 100)}
              </li>
            ))}
          </ul>
          <p className={s.primary}>
            {gift.issue} · {money((gift.amounts[gift.activeAmount] ?? 0) * 100)}
          </p>
        </div>
        <div>
          <p className={s.label}>{gift.check}</p>
          <ul className={s.lines}>
            <li>
              <span>{gift.card}</span>
              <span>+{money(gift.loadedCents)}</span>
            </li>
            {gift.history.map((h) => (
              <li key={h.label}>
                <span>{h.label}</span>
                <span>{money(h.cents)}</span>
              </li>
            ))}
          </ul>
          <p className={s.bigTotal}>
            <span>{gift.balance}</span> {money(balance)}
          </p>
        </div>
      </div>
    </div>
  )
}
