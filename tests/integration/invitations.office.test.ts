import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { invitation } from '../../server/services/bookings/invitation'
import { versions } from '../fixtures/invitations'

/**
 * Issue 35 item 4: each invitation, update and cancellation read by Debian's python3-icalendar (the
 * library behind many calendar tools), apart from our own writer: the instants read back equal the
 * booked ones. Run by `npm run test:office`, which checks that /usr/bin/python3 has icalendar.
 */
const READ = `
import json, sys
from icalendar import Calendar
cal = Calendar.from_ical(sys.stdin.read())
ev = next(c for c in cal.walk('VEVENT'))
print(json.dumps({
  'method': str(cal.get('METHOD')),
  'uid': str(ev.get('UID')),
  'sequence': int(ev.get('SEQUENCE')),
  'start': ev.decoded('DTSTART').isoformat(),
  'end': ev.decoded('DTEND').isoformat(),
  'organizer': str(ev.get('ORGANIZER')).lower(),
  'attendees': [str(a).lower() for a in ([ev.get('ATTENDEE')] if isinstance(ev.get('ATTENDEE'), str) else ev.get('ATTENDEE'))],
  'status': str(ev.get('STATUS')),
}))
`

describe('demo invitations read by python3-icalendar', () => {
  for (const [name, input] of versions)
    it(`when ${name} is read, then the method, UID, SEQUENCE, people and instants are the booking's`, () => {
      const run = spawnSync('/usr/bin/python3', ['-c', READ], { input: invitation(input), encoding: 'utf8' })
      expect(run.stderr).toBe('')
      const read = JSON.parse(run.stdout) as Record<string, unknown>
      expect(read).toEqual({
        method: input.method,
        uid: 'booking-42@mapleserve.example',
        sequence: input.sequence,
        start: input.startsAt.toISOString().replace('.000Z', '+00:00'),
        end: input.endsAt.toISOString().replace('.000Z', '+00:00'),
        organizer: 'mailto:sam@mapleserve.example',
        attendees: ['mailto:chloe@example.com'],
        status: input.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
      })
    })
})
