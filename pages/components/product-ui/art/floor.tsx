import type { Locale } from '../../../../content/index'
import type { ScreensContent } from '../../../../content/types'
import { formatMoney, ticketTotals } from '../money'
import { c, Pill, Row, T, textWidth } from './svg'

type State = keyof ScreensContent['floor']['states']

/** The dining room as the Tab draws it: the same in both languages (numbers, guests, minutes seated). */
const TABLES: {
  n: number
  x: number
  y: number
  w: number
  h: number
  round?: boolean
  state: State
  guests?: number
  min?: number
}[] = [
  { n: 1, x: 18, y: 48, w: 64, h: 52, state: 'seated', guests: 2, min: 12 },
  { n: 2, x: 100, y: 48, w: 64, h: 52, state: 'free' },
  { n: 3, x: 182, y: 48, w: 64, h: 52, state: 'fired', guests: 2, min: 41 },
  { n: 4, x: 264, y: 48, w: 76, h: 52, state: 'check', guests: 3, min: 64 },
  { n: 7, x: 18, y: 130, w: 70, h: 70, round: true, state: 'fired', guests: 4, min: 35 },
  { n: 8, x: 108, y: 130, w: 70, h: 70, round: true, state: 'free' },
  { n: 9, x: 198, y: 130, w: 70, h: 70, round: true, state: 'seated', guests: 5, min: 8 },
  { n: 12, x: 18, y: 224, w: 92, h: 56, state: 'seated', guests: 2, min: 38 },
  { n: 14, x: 130, y: 224, w: 92, h: 56, state: 'free' },
  { n: 15, x: 242, y: 224, w: 98, h: 56, state: 'free' },
  { n: 10, x: 286, y: 130, w: 54, h: 70, state: 'check', guests: 2, min: 71 },
]
const SELECTED = 12

const look: Record<State, { fill: string; stroke: string }> = {
  free: { fill: c.white, stroke: c.line },
  seated: { fill: c.pineLight, stroke: c.pine },
  fired: { fill: c.goldLight, stroke: '#c98a12' },
  check: { fill: c.emberLight, stroke: c.ember },
}

/** The Tab's floor plan (540 × 330): tables coloured by state, table 12's courses, fire and split. */
export function FloorScreen({ screens, locale }: { screens: ScreensContent; locale: Locale }) {
  const { floor, order } = screens
  const total = ticketTotals(order.lines, order.taxes).total
  let tabX = 12
  return (
    <g>
      <rect width={540} height={32} fill={c.white} />
      {floor.areas.map((area, i) => {
        const x = tabX
        const w = textWidth(area, 13, 600) + 12
        tabX += w + 6
        return (
          <g key={area}>
            <T x={x + 6} y={21} size={13} weight={i === 0 ? 700 : 500} fill={i === 0 ? c.ink : c.muted}>
              {area}
            </T>
            {i === 0 && <rect x={x} y={28} width={w} height={4} rx={2} fill={c.ember} />}
          </g>
        )
      })}
      <Pill x={290} y={8} w={62} h={18} fill={c.pineLight} color={c.pine} size={11}>
        {floor.summary}
      </Pill>
      <line x1={0} x2={540} y1={32} y2={32} stroke={c.line} />
      {TABLES.map((t) => {
        const { fill, stroke } = look[t.state]
        const selected = t.n === SELECTED
        const cx = t.x + t.w / 2
        return (
          <g key={t.n}>
            {t.round ? (
              <ellipse
                cx={cx}
                cy={t.y + t.h / 2}
                rx={t.w / 2}
                ry={t.h / 2}
                fill={fill}
                stroke={selected ? c.ink : stroke}
                strokeWidth={selected ? 3 : 1.5}
              />
            ) : (
              <rect
                x={t.x}
                y={t.y}
                width={t.w}
                height={t.h}
                rx={8}
                fill={fill}
                stroke={selected ? c.ink : stroke}
                strokeWidth={selected ? 3 : 1.5}
              />
            )}
            <T x={cx} y={t.y + t.h / 2 + (t.guests ? -1 : 5)} size={15} weight={700} anchor="middle">
              {t.n}
            </T>
            {t.guests && (
              <T x={cx} y={t.y + t.h / 2 + 15} size={11} fill={c.inkSoft} anchor="middle">
                {`${t.guests} · ${t.min} ${floor.minutes}`}
              </T>
            )}
          </g>
        )
      })}
      <Legend states={floor.states} />
      <rect x={358} y={32} width={182} height={298} fill={c.white} />
      <line x1={358} x2={358} y1={32} y2={330} stroke={c.line} />
      <T x={370} y={56} size={13} weight={700} max={164}>
        {order.table}
      </T>
      <T x={370} y={74} size={11} fill={c.muted} max={160}>
        {`${order.server} · 38 ${floor.minutes}`}
      </T>
      <T x={370} y={100} size={11} weight={700} fill={c.muted}>
        {floor.coursesTitle.toUpperCase()}
      </T>
      {floor.courses.map((course, i) => (
        <g key={course.name}>
          <rect x={366} y={108 + i * 32} width={166} height={26} rx={5} fill={course.done ? c.sand : c.goldLight} />
          <Row
            x={374}
            y={125 + i * 32}
            w={150}
            size={12}
            weight={course.done ? 400 : 600}
            label={course.name}
            value={course.done ? `✓ ${course.state}` : course.state}
            valueFill={course.done ? c.pine : c.emberDark}
          />
        </g>
      ))}
      <line x1={370} x2={524} y1={220} y2={220} stroke={c.line} />
      <Row x={370} y={242} w={154} size={14} weight={700} label={order.total} value={formatMoney(total, locale)} />
      <Pill x={366} y={256} w={166} h={30} r={6} fill={c.ember} size={13}>
        {floor.fire}
      </Pill>
      <Pill x={366} y={292} w={166} h={28} r={6} fill={c.white} stroke={c.line} color={c.ink} size={12}>
        {floor.split}
      </Pill>
    </g>
  )
}

function Legend({ states }: { states: ScreensContent['floor']['states'] }) {
  let x = 14
  return (
    <g>
      {(Object.keys(look) as State[]).map((state) => {
        const at = x
        x += textWidth(states[state], 11) + 30
        return (
          <g key={state}>
            <rect x={at} y={303} width={14} height={14} rx={3} fill={look[state].fill} stroke={look[state].stroke} />
            <T x={at + 19} y={314} size={11} fill={c.inkSoft}>
              {states[state]}
            </T>
          </g>
        )
      })}
    </g>
  )
}
