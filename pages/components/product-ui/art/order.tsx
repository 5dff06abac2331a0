import type { Locale } from '../../../../content/index'
import type { ScreensContent } from '../../../../content/types'
import { formatMoney, formatPercent, lineCents, ticketTotals } from '../money'
import { c, Para, Pill, Row, T, textWidth } from './svg'

type Order = ScreensContent['order']

/** The Station's order screen (432 × 242): categories, the item grid, modifiers, the ticket with its taxes. */
export function OrderScreen({ order, locale }: { order: Order; locale: Locale }) {
  const money = (cents: number) => formatMoney(cents, locale)
  const totals = ticketTotals(order.lines, order.taxes)
  return (
    <g>
      <rect width={432} height={26} fill={c.ink} />
      <T x={10} y={17} size={12.5} weight={700} fill={c.white}>
        {order.venue}
      </T>
      <T x={112} y={17} size={12} fill={c.onDarkMuted} max={220}>
        {order.table}
      </T>
      <Pill x={384} y={5} w={40} h={16} fill={c.ember} size={11}>
        {order.server}
      </Pill>
      {order.categories.map((name, i) => {
        const on = i === order.activeCategory
        return (
          <g key={name}>
            <rect x={6} y={34 + i * 32} width={64} height={26} rx={4} fill={on ? c.ember : c.white} />
            <T x={12} y={51 + i * 32} size={12} weight={on ? 700 : 500} fill={on ? c.white : c.ink} max={54}>
              {name}
            </T>
          </g>
        )
      })}
      {order.items.map((item, i) => {
        const x = 76 + (i % 2) * 88
        const y = 34 + Math.floor(i / 2) * 50
        const on = i === 0
        return (
          <g key={item.name}>
            <rect
              x={x}
              y={y}
              width={84}
              height={46}
              rx={4}
              fill={c.white}
              stroke={on ? c.ember : c.line}
              strokeWidth={on ? 2 : 1}
            />
            <Para x={x + 6} y={y + 15} size={11} weight={600} width={72} leading={1.15}>
              {item.name}
            </Para>
            <T x={x + 78} y={y + 40} size={11} fill={c.muted} anchor="end">
              {money(item.cents)}
            </T>
          </g>
        )
      })}
      <Chips x={76} y={192} width={172} mods={order.modifiers} locale={locale} />
      <rect x={254} y={26} width={178} height={216} fill={c.white} />
      <T x={264} y={44} size={11} weight={700} fill={c.muted}>
        {order.ticketTitle.toUpperCase()}
      </T>
      {order.lines.map((line, i) => {
        const y = 62 + i * 18 + (i > 0 ? 14 : 0)
        return (
          <g key={line.name}>
            <T x={264} y={y} size={11} weight={700}>
              {line.qty}
            </T>
            <Row x={276} y={y} w={148} size={11} label={line.name} value={money(lineCents(line))} />
          </g>
        )
      })}
      <T x={276} y={76} size={11} fill={c.muted} max={148}>
        {(order.lines[0]?.mods ?? []).map((m) => m.name).join(' · ')}
      </T>
      <line x1={264} x2={424} y1={142} y2={142} stroke={c.line} />
      <Row x={264} y={158} w={160} size={11} fill={c.muted} label={order.subtotal} value={money(totals.subtotal)} />
      {totals.taxes.map((t, i) => (
        <Row
          key={t.label}
          x={264}
          y={173 + i * 15}
          w={160}
          size={11}
          fill={c.muted}
          label={`${t.label} ${formatPercent(t.rate, locale)}`}
          value={money(t.cents)}
        />
      ))}
      <Row x={264} y={194} w={160} size={14} weight={700} label={order.total} value={money(totals.total)} />
      <Pill x={262} y={208} w={60} h={26} r={4} fill={c.white} stroke={c.line} color={c.ink} size={11}>
        {order.send}
      </Pill>
      <Pill x={326} y={208} w={100} h={26} r={4} fill={c.ember} size={12}>
        {`${order.pay} ${money(totals.total)}`}
      </Pill>
    </g>
  )
}

/** Modifier chips, wrapped onto as many rows as the width allows (two at most). */
function Chips({
  x,
  y,
  width,
  mods,
  locale,
}: {
  x: number
  y: number
  width: number
  mods: Order['modifiers']
  locale: Locale
}) {
  let cx = x
  let row = 0
  const chips: { label: string; on: boolean; x: number; row: number; w: number }[] = []
  for (const m of mods) {
    const label = m.cents ? `${m.name} +${formatMoney(m.cents, locale)}` : m.name
    const w = textWidth(label, 11) + 12
    if (cx + w > x + width) {
      row++
      cx = x
    }
    if (row > 1 || w > width) break
    chips.push({ label, on: Boolean(m.on), x: cx, row, w })
    cx += w + 4
  }
  return (
    <g>
      {chips.map((chip) => (
        <Pill
          key={chip.label}
          x={chip.x}
          y={y + chip.row * 24}
          w={chip.w}
          h={20}
          r={4}
          size={11}
          weight={chip.on ? 600 : 400}
          fill={chip.on ? c.emberLight : c.white}
          stroke={chip.on ? c.ember : c.line}
          color={chip.on ? c.emberDark : c.ink}
        >
          {chip.label}
        </Pill>
      ))}
    </g>
  )
}

/** The Station's guest-facing display (132 × 100): welcome, the total, the points earned. */
export function CustomerScreen({ order, locale }: { order: Order; locale: Locale }) {
  const totals = ticketTotals(order.lines, order.taxes)
  return (
    <g>
      <rect width={132} height={100} fill={c.ink} />
      <T x={66} y={20} size={11} weight={700} fill={c.gold} anchor="middle" max={122}>
        {order.venue}
      </T>
      <T x={66} y={42} size={11} fill={c.onDarkMuted} anchor="middle">
        {order.total}
      </T>
      <T x={66} y={66} size={22} weight={700} fill={c.white} anchor="middle">
        {formatMoney(totals.total, locale)}
      </T>
      <Pill x={12} y={76} w={108} h={17} fill={c.pine} size={11}>
        {`+${Math.floor(totals.total / 100)} pts`}
      </Pill>
    </g>
  )
}
