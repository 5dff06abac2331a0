import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { versions } from '../../../tests/fixtures/invitations'
import { invitation } from './invitation'

/**
 * Issue 35 item 4: every invitation, update and cancellation parses with Mozilla's ical.js and reads
 * back the booked instant (tests/integration/invitations.office.test.ts reads the same with Debian's
 * python3-icalendar).
 */
describe('demo invitations', () => {
  for (const [name, input] of versions)
    it(`when ${name} is read by ical.js, then its method, UID, SEQUENCE, people and instants are the booking's`, () => {
      const root = new ICAL.Component(ICAL.parse(invitation(input)))
      expect(root.getFirstPropertyValue('method')).toBe(input.method)
      const event = new ICAL.Event(root.getFirstSubcomponent('vevent')!)
      expect(event.uid).toBe('booking-42@mapleserve.example')
      expect(event.sequence).toBe(input.sequence)
      expect(event.startDate.toJSDate().toISOString()).toBe(input.startsAt.toISOString())
      expect(event.endDate.toJSDate().toISOString()).toBe(input.endsAt.toISOString())
      expect(String(event.organizer).toLowerCase()).toBe('mailto:sam@mapleserve.example')
      expect(event.attendees.map((a) => String(a.getFirstValue()).toLowerCase())).toEqual(['mailto:chloe@example.com'])
      expect(event.attendees[0]!.getParameter('cn')).toBe('Chloé Côté')
      expect(event.description).toContain('Reschedule or cancel')
      expect(event.component.getFirstPropertyValue('status')).toBe(
        input.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
      )
    })
})
