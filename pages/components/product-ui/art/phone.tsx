import type { Locale } from '../../../../content/index'
import type { ScreensContent } from '../../../../content/types'
import { formatMoney, formatPercent } from '../money'
import { c, Para, Pill, Row, T, textWidth } from './svg'

/** A phone's status bar (210 units wide): the time and the battery. */
function StatusBar({ color }: { color: string }) {
  return (
    <g>
      <T x={22} y={20} size={11} weight={600} fill={color}>
        9:41
      </T>
      <rect x={168} y={11} width={20} height={10} rx={2.5} fill="none" stroke={color} strokeWidth={1.2} />
      <rect x={170} y={13} width={13} height={6} rx={1} fill={color} />
    </g>
  )
}

/** The owner's reports app (210 × 440): net sales, sales by hour, labour, guests, average bill, top items. */
export function ReportsScreen({ reports, locale }: { reports: ScreensContent['reports']; locale: Locale }) {
  const net = reports.hours.reduce((sum, h) => sum + h.cents, 0)
  const peak = Math.max(...reports.hours.map((h) => h.cents))
  const labour = Math.round((reports.labourCents / net) * 1000) / 10
  const barW = 186 / reports.hours.length
  return (
    <g>
      <StatusBar color={c.ink} />
      <T x={12} y={50} size={13} weight={700} max={186}>
        {reports.title}
      </T>
      <rect x={8} y={60} width={194} height={74} rx={10} fill={c.white} />
      <T x={18} y={80} size={11} fill={c.muted}>
        {reports.net}
      </T>
      <T x={18} y={106} size={25} weight={700}>
        {formatMoney(net, locale)}
      </T>
      <T x={18} y={124} size={11} weight={600} fill={c.pine} max={176}>
        {reports.change}
      </T>
      <rect x={8} y={142} width={194} height={140} rx={10} fill={c.white} />
      <T x={18} y={162} size={11} weight={700} fill={c.inkSoft}>
        {reports.byHour}
      </T>
      {reports.hours.map((h, i) => {
        const height = Math.round((h.cents / peak) * 84)
        const x = 12 + i * barW
        return (
          <g key={h.hour}>
            <rect
              x={x + 2}
              y={256 - height}
              width={barW - 4}
              height={height}
              rx={2}
              fill={h.cents === peak ? c.ember : '#e8a08f'}
            />
            {i % 2 === 0 && (
              <T x={x + barW / 2} y={273} size={11} fill={c.muted} anchor="middle">
                {h.hour}
              </T>
            )}
          </g>
        )
      })}
      <rect x={8} y={290} width={194} height={66} rx={10} fill={c.white} />
      <Row x={18} y={308} w={174} size={12} label={reports.labour} value={formatPercent(labour, locale)} />
      <Row x={18} y={327} w={174} size={12} label={reports.guests} value={String(reports.guestCount)} />
      <Row
        x={18}
        y={346}
        w={174}
        size={12}
        label={reports.average}
        value={formatMoney(Math.round(net / reports.guestCount), locale)}
      />
      <T x={12} y={378} size={11} weight={700} fill={c.inkSoft}>
        {reports.topItems}
      </T>
      {reports.top.map((item, i) => (
        <Row
          key={item.name}
          x={12}
          y={398 + i * 18}
          w={186}
          size={12}
          label={`${i + 1}. ${item.name}`}
          value={String(item.qty)}
        />
      ))}
    </g>
  )
}

const FIG = '#6b2d4f'
const FIG_LIGHT = '#f3e4ec'

/** A pastry on a plate, for the app's featured items. */
function Pastry({ x, y, tone }: { x: number; y: number; tone: string }) {
  return (
    <g>
      <circle cx={x} cy={y} r={22} fill={c.white} stroke={c.line} />
      <ellipse cx={x} cy={y + 2} rx={15} ry={11} fill={tone} />
      <path d={`M${x - 11} ${y - 1}q11 -9 22 0`} fill="none" stroke="#fff" strokeOpacity={0.6} strokeWidth={2} />
    </g>
  )
}

/** A bakery's own app (210 × 440): its colours, order again, points toward a reward, today's items, tabs. */
export function AppScreen({ app, locale }: { app: ScreensContent['app']; locale: Locale }) {
  const progress = app.pointsValue / app.pointsGoal
  return (
    <g>
      <rect width={210} height={128} fill={FIG} />
      <StatusBar color={c.white} />
      <circle cx={28} cy={56} r={14} fill={c.white} />
      <path d="M28 47c6 3 8 10 4 15-2 2-6 2-8 0-4-5-2-12 4-15z" fill={FIG} />
      <T x={50} y={63} size={20} weight={700} fill={c.white} max={150}>
        {app.venue}
      </T>
      <T x={14} y={98} size={14} weight={600} fill={c.white} max={182}>
        {app.greeting}
      </T>
      <rect x={8} y={112} width={194} height={96} rx={10} fill={c.white} stroke={c.line} />
      <T x={18} y={132} size={11} weight={700} fill={c.muted}>
        {app.orderAgain}
      </T>
      <Para x={18} y={149} size={13} weight={600} width={174} lines={2} leading={1.2}>
        {app.again.join(' + ')}
      </Para>
      <Pill x={18} y={176} w={100} h={24} fill={FIG} size={12}>
        {app.reorder}
      </Pill>
      <rect x={8} y={214} width={194} height={80} rx={10} fill={FIG_LIGHT} />
      <T x={18} y={232} size={11} weight={700} fill={FIG}>
        {app.points}
      </T>
      <T x={18} y={256} size={20} weight={700} fill={c.ink}>
        {`${app.pointsValue} / ${app.pointsGoal}`}
      </T>
      <rect x={18} y={264} width={174} height={8} rx={4} fill={c.white} />
      <rect x={18} y={264} width={174 * progress} height={8} rx={4} fill={FIG} />
      <T x={18} y={287} size={11} fill={c.inkSoft} max={176}>
        {`${app.pointsGoal - app.pointsValue} ${app.reward}`}
      </T>
      <T x={12} y={316} size={11} weight={700} fill={c.inkSoft}>
        {app.featured}
      </T>
      {app.featuredItems.slice(0, 2).map((item, i) => (
        <g key={item.name}>
          <rect x={8 + i * 99} y={324} width={95} height={76} rx={10} fill={c.white} stroke={c.line} />
          <Pastry x={32 + i * 99} y={350} tone={i ? '#c98a4b' : '#e0b15c'} />
          <T x={60 + i * 99} y={352} size={11} weight={700} fill={c.ember}>
            {formatMoney(item.cents, locale)}
          </T>
          <T x={14 + i * 99} y={390} size={11} weight={600} max={84}>
            {item.name}
          </T>
        </g>
      ))}
      <rect y={406} width={210} height={34} fill={c.white} />
      <line x1={0} x2={210} y1={406} y2={406} stroke={c.line} />
      {app.tabs.map((tab, i) => (
        <T
          key={tab}
          x={26 + i * 52}
          y={428}
          size={11}
          weight={i === 0 ? 700 : 400}
          fill={i === 0 ? FIG : c.muted}
          anchor="middle"
          max={50}
        >
          {tab}
        </T>
      ))}
    </g>
  )
}

/** Beside the reports phone (card 264 × 236 at 360, 112): net sales, the change, guests and average bill. */
export function ReportsCard({ reports, locale }: { reports: ScreensContent['reports']; locale: Locale }) {
  const net = reports.hours.reduce((sum, h) => sum + h.cents, 0)
  return (
    <g>
      <T x={384} y={150} size={16} weight={600} fill={c.muted} max={220}>
        {reports.net}
      </T>
      <T x={384} y={196} size={38} weight={700} max={224}>
        {formatMoney(net, locale)}
      </T>
      <Pill
        x={384}
        y={212}
        w={Math.min(224, textWidth(reports.change, 13, 600) + 20)}
        h={28}
        fill={c.pineLight}
        color={c.pine}
        size={13}
      >
        {reports.change}
      </Pill>
      <Row x={384} y={284} w={220} size={16} label={reports.guests} value={String(reports.guestCount)} />
      <Row
        x={384}
        y={318}
        w={220}
        size={16}
        label={reports.average}
        value={formatMoney(Math.round(net / reports.guestCount), locale)}
      />
    </g>
  )
}

/** Beside the app phone (card 264 × 236 at 360, 112): the bakery's points toward a reward. */
export function AppCard({ app }: { app: ScreensContent['app'] }) {
  const progress = app.pointsValue / app.pointsGoal
  return (
    <g>
      <circle cx={400} cy={154} r={20} fill={FIG} />
      <path d="M400 142c7 3 9 12 5 17-3 3-7 3-10 0-4-5-2-14 5-17z" fill={c.white} />
      <T x={430} y={161} size={20} weight={700} fill={FIG} max={180}>
        {app.venue}
      </T>
      <T x={384} y={210} size={16} weight={600} fill={c.muted} max={220}>
        {app.points}
      </T>
      <T x={384} y={252} size={36} weight={700}>
        {`${app.pointsValue} / ${app.pointsGoal}`}
      </T>
      <rect x={384} y={268} width={216} height={14} rx={7} fill={FIG_LIGHT} />
      <rect x={384} y={268} width={216 * progress} height={14} rx={7} fill={FIG} />
      <Para x={384} y={310} size={15} width={216} fill={c.inkSoft}>
        {`${app.pointsGoal - app.pointsValue} ${app.reward}`}
      </Para>
    </g>
  )
}
