import { describe, expect, it } from 'vitest'
import { bookingMails, type BookingMailInput } from './mail'

const env = { BASE_URL: 'https://mapleserve.test', MAIL_FROM: 'hello@mapleserve.test' }
const startsAt = new Date('2026-11-30T14:00:00.000Z')
const input = (minutes: number, language: 'en' | 'fr'): BookingMailInput => ({
  event: 'booked',
  booking: {
    id: 1,
    startsAt,
    endsAt: new Date(startsAt.getTime() + minutes * 60_000),
    sequence: 0,
    visitorTimeZone: '',
  },
  lead: { id: 7, kind: 'quote', name: '', email: 'owner@bistro.test', phone: '416 555 0199', company: '', language },
  seller: { name: 'Sam', email: 'sam@mapleserve.test', timeZone: 'America/Toronto' },
  manageUrl: 'https://mapleserve.test/demo/booking/token',
  now: startsAt,
})
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '')

describe('the booking emails', () => {
  it('say the booking’s own length, as its invitation does (15 minutes unless the slot rules changed)', () => {
    const [visitor] = bookingMails(env, input(15, 'en'))
    expect(visitor!.text).toContain('Your 15-minute demo of MapleServe is booked')
    const [longer] = bookingMails(env, input(30, 'en'))
    expect(longer!.text).toContain('Your 30-minute demo of MapleServe is booked')
    expect(unfold(longer!.icalEvent!.content)).toContain('SUMMARY:MapleServe demo (30 minutes)')
    const [french] = bookingMails(env, input(30, 'fr'))
    expect(french!.text).toContain('Votre démo de 30\u00a0minutes de MapleServe est réservée')
  })

  it('open the lead in the admin by its kind and id, and name a lead without a name by its address', () => {
    const [, seller] = bookingMails(env, input(15, 'en'))
    expect(seller!.text).toContain('Open the lead: https://mapleserve.test/admin/leads/quote-7\n')
    expect(seller!.subject).toMatch(/^Demo booked: owner@bistro\.test \(-\), /)
  })

  it('give the salesperson the time in their zone, named, with one full stop after "a.m."', () => {
    const [, seller] = bookingMails(env, input(15, 'en'))
    expect(seller!.text).toContain(
      'has a demo with you on Monday, November 30, 2026 at 9:00\u00a0a.m., Eastern Time (Toronto).\n',
    )
    expect(seller!.text).not.toContain('..')
  })
})
