import { describe, expect, it } from 'vitest'
import { screens as en } from '../../../content/en/screens'
import { screens as fr } from '../../../content/fr/screens'
import { formatMoney, splitCents, ticketTotals, tipCents } from './money'

describe('drawn tickets', () => {
  it('when the Ontario order screen is drawn, then subtotal, 13% HST and total add up to the cent', () => {
    const totals = ticketTotals(en.order.lines, en.order.taxes)
    expect(totals.subtotal).toBe(6900)
    expect(totals.taxes).toEqual([{ label: 'HST', rate: 13, cents: 897 }])
    expect(totals.total).toBe(7797)
    expect(splitCents(totals.total, 2)).toEqual([3899, 3898])
  })

  it('when the Quebec cart is drawn, then GST 5% and QST 9.975% are each rounded and summed', () => {
    const totals = ticketTotals(en.online.lines, en.online.taxes)
    expect(totals.subtotal).toBe(2850)
    expect(totals.taxes.map((t) => t.cents)).toEqual([143, 284])
    expect(totals.total).toBe(3277)
  })

  it('when a guest picks 18% on the handheld, then the tip is on their share', () => {
    expect(tipCents(3899, 18)).toBe(702)
  })

  it('when a bill of odd cents is split, then the shares sum to the total', () => {
    expect(splitCents(1001, 3)).toEqual([334, 334, 333])
  })

  it('when both languages draw the screens, then they show the same prices', () => {
    expect(fr.order.lines.map((l) => l.cents)).toEqual(en.order.lines.map((l) => l.cents))
    expect(fr.online.lines.map((l) => l.cents)).toEqual(en.online.lines.map((l) => l.cents))
    expect(formatMoney(7797, 'en')).toBe('$77.97')
    expect(formatMoney(7797, 'fr')).toBe('77,97\u00a0$')
  })

  it('when the kitchen display is drawn, then each all-day count is the sum of that item on the tickets, in both languages', () => {
    for (const { kitchen } of [en, fr]) {
      const onTickets = new Map<string, number>()
      for (const ticket of kitchen.tickets)
        for (const item of ticket.items) onTickets.set(item.name, (onTickets.get(item.name) ?? 0) + item.qty)
      for (const item of kitchen.allDayItems) expect(item.qty, item.name).toBe(onTickets.get(item.name))
      // Oldest ticket first, as the line reads them.
      const seconds = kitchen.tickets.map((t) => t.time.split(':').reduce((m, s) => m * 60 + Number(s), 0))
      expect(seconds).toEqual([...seconds].sort((a, b) => b - a))
    }
  })
})
