import type { Locale } from '../../../../content/index'
import type { ScreensContent } from '../../../../content/types'
import { formatMoney, lineCents, ticketTotals } from '../money'
import { c, Para, Pill, Row, T } from './svg'

/** A dish on the ordering page: a taco, a bowl or a basket of chips, drawn in the menu's colours. */
function Dish({ x, y, kind }: { x: number; y: number; kind: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width={64} height={64} rx={10} fill={['#fde7cf', '#f6dccf', '#e6f0dc'][kind % 3]} />
      {kind % 3 === 0 && (
        <g>
          <path d="M10 44a22 22 0 0 1 44 0z" fill="#f2c46b" />
          <path d="M16 40c4-10 28-10 32 0" fill="none" stroke={c.pine} strokeWidth={5} strokeLinecap="round" />
          <path d="M20 36c6-4 18-4 24 0" fill="none" stroke={c.ember} strokeWidth={3} strokeLinecap="round" />
        </g>
      )}
      {kind % 3 === 1 && (
        <g>
          <path d="M12 30h40a20 18 0 0 1-40 0z" fill="#8b3a22" />
          <ellipse cx={32} cy={30} rx={20} ry={6} fill="#b5532f" />
          <path d="M24 28l4-3m6 4l5-3" stroke={c.pine} strokeWidth={2.5} strokeLinecap="round" />
        </g>
      )}
      {kind % 3 === 2 && (
        <g>
          <path d="M12 38l6-16 8 12 6-16 6 16 8-12 6 16z" fill="#f2c46b" />
          <ellipse cx={32} cy={42} rx={16} ry={7} fill="#7fae4f" />
        </g>
      )}
    </g>
  )
}

/** The restaurant's own ordering page (608 × 380): menu, cart with Quebec's GST and QST, place order. */
export function OnlineScreen({ online, locale }: { online: ScreensContent['online']; locale: Locale }) {
  const money = (cents: number) => formatMoney(cents, locale)
  const totals = ticketTotals(online.lines, online.taxes)
  return (
    <g>
      <rect width={608} height={380} fill={c.white} />
      <rect width={400} height={62} fill="#1f4e5a" />
      <T x={20} y={32} size={19} weight={700} fill={c.white} max={360}>
        {online.venue}
      </T>
      <Pill x={20} y={40} w={140} h={16} fill={c.gold} color={c.ink} size={11}>
        {online.pickup}
      </Pill>
      {online.menu.map((item, i) => {
        const y = 76 + i * 98
        return (
          <g key={item.name}>
            <Dish x={20} y={y} kind={i} />
            <T x={98} y={y + 16} size={14} weight={700} max={210}>
              {item.name}
            </T>
            <Para x={98} y={y + 34} size={11.5} width={206} fill={c.muted} lines={2}>
              {item.description}
            </Para>
            <T x={98} y={y + 76} size={13} weight={700}>
              {money(item.cents)}
            </T>
            <Pill x={296} y={y + 62} w={88} h={24} fill={c.ember} size={12}>
              {`+ ${online.add}`}
            </Pill>
            <line x1={20} x2={384} y1={y + 92} y2={y + 92} stroke={c.stone} />
          </g>
        )
      })}
      <rect x={400} width={208} height={380} fill={c.sand} />
      <line x1={400} x2={400} y1={0} y2={380} stroke={c.line} />
      <T x={414} y={32} size={15} weight={700} max={180}>
        {online.cart}
      </T>
      {online.lines.map((line, i) => (
        <g key={line.name}>
          <T x={414} y={64 + i * 36} size={12} weight={700}>
            {line.qty}
          </T>
          <Row x={428} y={64 + i * 36} w={166} size={12} label={line.name} value={money(lineCents(line))} />
          <T x={428} y={80 + i * 36} size={11} fill={c.muted} max={166}>
            {(line.mods ?? []).map((m) => m.name).join(' · ')}
          </T>
        </g>
      ))}
      <line x1={414} x2={594} y1={176} y2={176} stroke={c.line} />
      <Row x={414} y={198} w={180} size={12} fill={c.muted} label={online.subtotal} value={money(totals.subtotal)} />
      {totals.taxes.map((t, i) => (
        <Row
          key={t.label}
          x={414}
          y={218 + i * 20}
          w={180}
          size={12}
          fill={c.muted}
          label={t.label}
          value={money(t.cents)}
        />
      ))}
      <Row x={414} y={272} w={180} size={16} weight={700} label={online.total} value={money(totals.total)} />
      <Pill x={414} y={290} w={180} h={36} r={8} fill={c.ember} size={13}>
        {online.placeOrder}
      </Pill>
    </g>
  )
}

/** A guest's loyalty profile on the Tab (540 × 330): tier, visits, points, rewards ready to redeem. */
export function LoyaltyScreen({ loyalty }: { loyalty: ScreensContent['loyalty'] }) {
  const initials = loyalty.guest
    .split(' ')
    .map((w) => w[0])
    .join('')
  return (
    <g>
      <rect width={540} height={34} fill={c.white} />
      <T x={14} y={23} size={14} weight={700}>
        {loyalty.title}
      </T>
      <line x1={0} x2={540} y1={34} y2={34} stroke={c.line} />
      <rect x={12} y={46} width={252} height={92} rx={10} fill={c.white} />
      <circle cx={50} cy={84} r={24} fill={c.ember} />
      <T x={50} y={90} size={16} weight={700} fill={c.white} anchor="middle">
        {initials}
      </T>
      <T x={84} y={78} size={15} weight={700} max={172}>
        {loyalty.guest}
      </T>
      <T x={84} y={96} size={11} fill={c.muted} max={172}>
        {loyalty.since}
      </T>
      <Pill x={84} y={106} w={64} h={20} fill={c.gold} color={c.ink} size={12}>
        {loyalty.tier}
      </Pill>
      {loyalty.stats.map((stat, i) => (
        <g key={stat.label}>
          <rect x={12 + i * 86} y={148} width={80} height={62} rx={10} fill={c.white} />
          <T x={52 + i * 86} y={178} size={18} weight={700} anchor="middle">
            {stat.value}
          </T>
          <T x={52 + i * 86} y={198} size={11} fill={c.muted} anchor="middle" max={74}>
            {stat.label}
          </T>
        </g>
      ))}
      <rect x={12} y={222} width={252} height={96} rx={10} fill={c.goldLight} />
      <Para x={24} y={250} size={14} weight={700} width={150} lines={3}>
        {loyalty.campaign}
      </Para>
      <T x={250} y={300} size={44} weight={800} fill="#c98a12" anchor="end">
        ×2
      </T>
      <T x={278} y={62} size={11} weight={700} fill={c.muted}>
        {loyalty.rewardsTitle.toUpperCase()}
      </T>
      {loyalty.rewards.map((r, i) => {
        const y = 72 + i * 80
        return (
          <g key={r.name}>
            <rect x={276} y={y} width={252} height={70} rx={10} fill={c.white} stroke={r.ready ? c.pine : c.line} />
            <Para
              x={290}
              y={y + 24}
              size={13}
              weight={700}
              width={r.ready ? 140 : 220}
              lines={2}
              fill={r.ready ? c.ink : c.muted}
            >
              {r.name}
            </Para>
            <T x={290} y={y + 60} size={11} fill={c.muted}>
              {r.cost}
            </T>
            {r.ready && (
              <Pill x={436} y={y + 22} w={82} h={26} r={6} fill={c.pine} size={12}>
                {loyalty.redeem}
              </Pill>
            )}
          </g>
        )
      })}
    </g>
  )
}

/** Selling a gift card and checking a balance on the Tab (540 × 330). */
export function GiftCardScreen({
  gift,
  venue,
  locale,
}: {
  gift: ScreensContent['giftCard']
  venue: string
  locale: Locale
}) {
  const money = (cents: number) => formatMoney(cents, locale)
  const balance = gift.history.reduce((sum, h) => sum + h.cents, gift.loadedCents)
  return (
    <g>
      <rect width={540} height={34} fill={c.white} />
      <T x={14} y={23} size={14} weight={700}>
        {gift.title}
      </T>
      <line x1={0} x2={540} y1={34} y2={34} stroke={c.line} />
      <T x={14} y={60} size={11} weight={700} fill={c.muted}>
        {gift.sell.toUpperCase()}
      </T>
      <rect x={14} y={70} width={196} height={120} rx={12} fill={c.ember} />
      <path d="M14 150h196v28a12 12 0 0 1-12 12H26a12 12 0 0 1-12-12z" fill={c.emberDark} />
      <rect x={170} y={84} width={26} height={20} rx={4} fill={c.gold} />
      <T x={28} y={98} size={16} weight={700} fill={c.white} max={170}>
        {venue}
      </T>
      <T x={28} y={176} size={14} weight={600} fill={c.white}>
        {gift.card}
      </T>
      {gift.amounts.map((a, i) => {
        const on = i === gift.activeAmount
        return (
          <Pill
            key={a}
            x={14 + i * 66}
            y={204}
            w={64}
            h={32}
            r={6}
            fill={on ? c.emberLight : c.white}
            stroke={on ? c.ember : c.line}
            color={on ? c.emberDark : c.ink}
            size={12}
          >
            {money(a * 100)}
          </Pill>
        )
      })}
      <Pill x={14} y={250} w={196} h={36} r={8} fill={c.ember} size={12}>
        {`${gift.issue} · ${money((gift.amounts[gift.activeAmount] ?? 0) * 100)}`}
      </Pill>
      <rect x={236} y={46} width={292} height={272} rx={10} fill={c.white} />
      <T x={252} y={72} size={11} weight={700} fill={c.muted}>
        {gift.check.toUpperCase()}
      </T>
      <Row
        x={252}
        y={102}
        w={260}
        size={13}
        weight={600}
        label={gift.card}
        value={`+${money(gift.loadedCents)}`}
        valueFill={c.pine}
      />
      {gift.history.map((h, i) => (
        <Row
          key={h.label}
          x={252}
          y={132 + i * 28}
          w={260}
          size={13}
          label={h.label}
          value={money(h.cents).replace('-', '\u2212')}
        />
      ))}
      <line x1={252} x2={512} y1={194} y2={194} stroke={c.line} />
      <T x={252} y={226} size={12} fill={c.muted}>
        {gift.balance}
      </T>
      <T x={252} y={262} size={30} weight={700}>
        {money(balance)}
      </T>
    </g>
  )
}
