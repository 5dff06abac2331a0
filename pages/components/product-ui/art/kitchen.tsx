import type { ScreensContent } from '../../../../content/types'
import { c, Pill, T, textWidth, wrap } from './svg'

type Kitchen = ScreensContent['kitchen']

/** Four tickets fit a 21.5-inch screen at a size a cook reads from the line; the rest wait their turn. */
const SHOWN = 4

/** The kitchen display (580 × 326): station tabs, all-day counts, tickets with timers and bump buttons. */
export function KitchenScreen({ kitchen }: { kitchen: Kitchen }) {
  let tabX = 10
  const allDay = `${kitchen.allDay}: ${kitchen.allDayItems.map((item) => `${item.qty} ${item.name}`).join(' · ')}`
  return (
    <g>
      <rect width={580} height={36} fill={c.ink} />
      {kitchen.stations.map((name, i) => {
        const on = i === kitchen.activeStation
        const w = textWidth(name, 13, 600) + 18
        const x = tabX
        tabX += w + 6
        return (
          <Pill
            key={name}
            x={x}
            y={7}
            w={w}
            h={22}
            r={5}
            fill={on ? c.ember : '#2f353d'}
            color={on ? c.white : c.onDarkMuted}
            size={13}
          >
            {name}
          </Pill>
        )
      })}
      <T x={570} y={23} size={11} fill={c.onDarkMuted} anchor="end" max={570 - tabX - 10}>
        {allDay}
      </T>
      <rect y={36} width={580} height={290} fill="#2a2f36" />
      {kitchen.tickets.slice(0, SHOWN).map((ticket, i) => (
        <Ticket key={ticket.id} ticket={ticket} bump={kitchen.bump} x={8 + i * 143} />
      ))}
    </g>
  )
}

function Ticket({ ticket, bump, x }: { ticket: Kitchen['tickets'][number]; bump: string; x: number }) {
  const head = ticket.late ? c.ember : c.pine
  let y = 84
  return (
    <g>
      <rect x={x} y={44} width={135} height={274} rx={6} fill={c.white} />
      <path d={`M${x} ${50}a6 6 0 0 1 6-6h123a6 6 0 0 1 6 6v32h-135z`} fill={head} />
      <T x={x + 8} y={62} size={14} weight={700} fill={c.white}>
        {ticket.id}
      </T>
      <T x={x + 127} y={62} size={14} weight={700} fill={c.white} anchor="end">
        {ticket.time}
      </T>
      <T x={x + 8} y={77} size={11} fill={c.white} max={119}>
        {ticket.source}
      </T>
      {ticket.items.map((item) => {
        const name = wrap(item.name, 14, 100, 2, 700)
        const top = y + 24
        y = top + (name.length - 1) * 17
        return (
          <g key={item.name}>
            <T x={x + 8} y={top} size={15} weight={700}>
              {item.qty}
            </T>
            {name.map((line, i) => (
              <T key={line} x={x + 26} y={top + i * 17} size={14} weight={700}>
                {line}
              </T>
            ))}
            {(item.mods ?? []).map((mod) => {
              y += 17
              const alert = /allerg/i.test(mod)
              return (
                <T
                  key={mod}
                  x={x + 26}
                  y={y}
                  size={12}
                  weight={alert ? 700 : 400}
                  fill={alert ? c.ember : c.inkSoft}
                  max={104}
                >
                  {mod}
                </T>
              )
            })}
          </g>
        )
      })}
      <Pill x={x + 8} y={282} w={119} h={28} r={5} fill={c.ink} size={13}>
        {bump}
      </Pill>
    </g>
  )
}
