import type { Locale } from '../../../../content/index'
import type { ScreensContent } from '../../../../content/types'
import { formatMoney, formatPercent, splitCents, ticketTotals, tipCents } from '../money'
import { c, Para, Row, T, textWidth, wrap } from './svg'

/** Guest 1's share of table 12's bill, the tip chosen on the Go and what the card is charged. */
function payment(screens: ScreensContent) {
  const { pay, order } = screens
  const amount = splitCents(ticketTotals(order.lines, order.taxes).total, order.splitWays)[0] ?? 0
  const tip = tipCents(amount, pay.tips[pay.activeTip] ?? 0)
  return { amount, tip, total: amount + tip }
}

/** Three arcs: the contactless mark, opening to the right, centred at x, y. */
export function Contactless({ x, y, scale = 1, color }: { x: number; y: number; scale?: number; color: string }) {
  return (
    <g
      transform={`translate(${x} ${y}) scale(${scale})`}
      fill="none"
      stroke={color}
      strokeWidth={2.4}
      strokeLinecap="round"
    >
      <path d="M-6 -7a10 10 0 0 1 0 14" />
      <path d="M0 -12a17 17 0 0 1 0 24" />
      <path d="M6 -17a24 24 0 0 1 0 34" />
    </g>
  )
}

/** Pay at the table on the Go (168 × 300): the guest's share, tip in percent, tap to pay. */
export function PayScreen({ screens, locale }: { screens: ScreensContent; locale: Locale }) {
  const { pay } = screens
  const money = (cents: number) => formatMoney(cents, locale)
  const { amount, tip, total } = payment(screens)
  const tapLines = wrap(pay.tap, 11, 108, 3, 600).length
  const options = [
    ...pay.tips.map((t) => ({ label: formatPercent(t, locale), sub: money(tipCents(amount, t)) })),
    { label: pay.custom, sub: '' },
  ]
  return (
    <g>
      <T x={10} y={22} size={11} weight={600} fill={c.muted} max={148}>
        {pay.table}
      </T>
      <T x={10} y={44} size={11} fill={c.muted}>
        {pay.amountLabel}
      </T>
      <T x={10} y={70} size={24} weight={700}>
        {money(amount)}
      </T>
      <T x={10} y={96} size={11} weight={700} fill={c.inkSoft} max={148}>
        {pay.tipLabel}
      </T>
      {options.map((o, i) => {
        const x = 8 + (i % 2) * 78
        const y = 104 + Math.floor(i / 2) * 46
        const on = i === pay.activeTip
        return (
          <g key={o.label}>
            <rect
              x={x}
              y={y}
              width={74}
              height={40}
              rx={6}
              fill={on ? c.emberLight : c.white}
              stroke={on ? c.ember : c.line}
              strokeWidth={on ? 2 : 1}
            />
            <T
              x={x + 37}
              y={y + (o.sub ? 18 : 25)}
              size={14}
              weight={700}
              anchor="middle"
              fill={on ? c.emberDark : c.ink}
              max={66}
            >
              {o.label}
            </T>
            {o.sub && (
              <T x={x + 37} y={y + 33} size={11} anchor="middle" fill={c.muted}>
                {o.sub}
              </T>
            )}
          </g>
        )
      })}
      <Row x={10} y={214} w={148} size={12} fill={c.muted} label={pay.tip} value={money(tip)} />
      <Row x={10} y={234} w={148} size={15} weight={700} label={pay.total} value={money(total)} />
      <rect x={8} y={246} width={152} height={46} rx={8} fill={c.ink} />
      <Contactless x={28} y={269} scale={0.7} color={c.white} />
      <Para
        x={46}
        y={tapLines === 1 ? 273 : 266 - (tapLines - 2) * 7}
        size={11}
        width={108}
        lines={3}
        weight={600}
        fill={c.white}
        leading={1.2}
      >
        {pay.tap}
      </Para>
    </g>
  )
}

/** The countertop terminal's screen (144 × 150) as a card taps it: amount due, tip, tap. */
export function TerminalScreen({ screens, locale }: { screens: ScreensContent; locale: Locale }) {
  const { terminal } = screens
  const { total } = payment(screens)
  return (
    <g>
      <T x={72} y={22} size={11} fill={c.muted} anchor="middle" max={134}>
        {terminal.amountLabel}
      </T>
      <T x={72} y={50} size={24} weight={700} anchor="middle">
        {formatMoney(total, locale)}
      </T>
      <T x={72} y={68} size={11} fill={c.pine} anchor="middle" max={136}>
        {terminal.tipLine}
      </T>
      <circle cx={72} cy={96} r={17} fill={c.emberLight} />
      <Contactless x={66} y={96} scale={0.62} color={c.ember} />
      <T
        x={72}
        y={131}
        size={textWidth(terminal.tap, 13, 700) > 136 ? 11.5 : 13}
        weight={700}
        anchor="middle"
        max={136}
      >
        {terminal.tap}
      </T>
      <T x={72} y={145} size={11} fill={c.muted} anchor="middle" max={136}>
        {terminal.orInsert}
      </T>
    </g>
  )
}
