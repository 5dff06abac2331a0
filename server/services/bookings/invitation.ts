import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'

/**
 * The iCalendar invitation of a booked demo (RFC 5545 with iTIP's methods, RFC 5546): one stable UID
 * per booking, so a calendar replaces the event when a reschedule comes (METHOD:REQUEST, SEQUENCE
 * one higher) and removes it on a cancellation (METHOD:CANCEL). Times are UTC: every calendar shows
 * them in its owner's zone.
 */
export interface InvitationInput {
  method: 'REQUEST' | 'CANCEL'
  bookingId: number
  /** The site's host: the UID is booking-<id>@<host>. */
  host: string
  sequence: number
  startsAt: Date
  endsAt: Date
  /** Epoch of DTSTAMP: when this version of the invitation was made. */
  stamp: Date
  summary: string
  description: string
  /** Where the visitor reschedules or cancels. */
  url: string
  organizer: { name: string; email: string }
  attendee: { name: string; email: string }
}

function invitationUid(bookingId: number, host: string): string {
  return `booking-${bookingId}@${host}`
}

export function invitation(input: InvitationInput): string {
  const calendar = ical({
    prodId: { company: 'MapleServe', product: 'Demo booking', language: 'EN' },
    method: input.method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
  })
  calendar.createEvent({
    id: invitationUid(input.bookingId, input.host),
    sequence: input.sequence,
    start: input.startsAt,
    end: input.endsAt,
    stamp: input.stamp,
    summary: input.summary,
    description: input.description,
    url: input.url,
    status: input.method === 'REQUEST' ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
    organizer: input.organizer,
    attendees: [
      {
        name: input.attendee.name,
        email: input.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
        rsvp: false,
      },
    ],
  })
  return calendar.toString()
}
