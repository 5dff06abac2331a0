import type { ScreensContent } from '../../../content/types'
import s from './screens.module.css'

/** The kitchen display: station tabs, all-day counts, and tickets with timers and a bump button. */
export function KitchenScreen({ kitchen }: { kitchen: ScreensContent['kitchen'] }) {
  return (
    <div className={`${s.screen} ${s.kitchen}`}>
      <header className={s.kdsBar}>
        <ul className={s.stations}>
          {kitchen.stations.map((name, i) => (
            <li key={name} data-on={i === kitchen.activeStation}>
              {name}
            </li>
          ))}
        </ul>
        <p className={s.allDay}>
          {kitchen.allDay}:{' '}
          {kitchen.allDayItems.map((item) => (
            <span key={item.name}>
              {item.qty} {item.name}
            </span>
          ))}
        </p>
      </header>
      <ol className={s.kdsTickets}>
        {kitchen.tickets.map((ticket) => (
          <li key={ticket.id} data-late={Boolean(ticket.late)}>
            <p className={s.kdsHead}>
              <strong>{ticket.id}</strong>
              <span>{ticket.source}</span>
              <span className={s.timer}>{ticket.time}</span>
            </p>
            <ul>
              {ticket.items.map((item) => (
                <li key={item.name}>
                  <b>{item.qty}</b> {item.name}
                  {item.mods?.map((m) => (
                    <small key={m}>{m}</small>
                  ))}
                </li>
              ))}
            </ul>
            <span className={s.bump}>{kitchen.bump}</span>
          </li>
        ))}
      </ol>
    </div>
  )
}
