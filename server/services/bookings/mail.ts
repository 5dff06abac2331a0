import { emails } from '../../../content/en/emails.js'
import { localeTags, type Locale } from '../../../content/index.js'
import { site } from '../../../content/site.js'
import type { Env } from '../../env.js'
import { t } from '../../i18n/index.js'
import type { MailMessage } from '../mail/mail.js'
import { formatWhen, lengthMinutes, zoneName } from '../../../shared/booking/days.js'
import type { LeadKind } from '../../db/repositories/leads/rows.js'
import { invitation } from './invitation.js'

/**
 * The two emails of each change to a booked demo (issue 35 item 4): the visitor's, in their language
 * and time zone, and the salesperson's, in English and the business zone; both carry the iCalendar
 * invitation (REQUEST for a booking, a move or a reminder; CANCEL for a cancellation) with the same
 * UID and the booking's SEQUENCE.
 */
export type BookingEvent = 'booked' | 'rescheduled' | 'cancelled' | 'reminder'

export interface BookingMailInput {
  event: BookingEvent
  booking: { id: number; startsAt: Date; endsAt: Date; sequence: number; visitorTimeZone: string }
  lead: { id: number; kind: LeadKind; name: string; email: string; phone: string; company: string; language: Locale }
  seller: { name: string; email: string; timeZone: string }
  /** The visitor's page to reschedule or cancel (tokenized). */
  manageUrl: string
  now: Date
}

/** The demo's day and time as the booking pages show it (the time one unbreakable run). */
const when = (at: Date, locale: Locale, timeZone: string): string =>
  formatWhen(at.toISOString(), timeZone, localeTags[locale])

const VISITOR_KEYS = {
  booked: ['mail.booking.visitor.subject', 'mail.booking.visitor.body'],
  rescheduled: ['mail.booking.visitor.rescheduled.subject', 'mail.booking.visitor.rescheduled.body'],
  cancelled: ['mail.booking.visitor.cancelled.subject', 'mail.booking.visitor.cancelled.body'],
  reminder: ['mail.booking.visitor.reminder.subject', 'mail.booking.visitor.reminder.body'],
} as const

const SELLER_SUBJECTS = {
  booked: 'mail.booking.seller.subject',
  rescheduled: 'mail.booking.seller.rescheduled.subject',
  cancelled: 'mail.booking.seller.cancelled.subject',
  reminder: 'mail.booking.seller.subject',
} as const

export function bookingMails(env: Pick<Env, 'BASE_URL' | 'MAIL_FROM'>, input: BookingMailInput): MailMessage[] {
  const { booking, lead, seller, event } = input
  const host = new URL(env.BASE_URL).hostname || 'localhost'
  const from = env.MAIL_FROM ?? emails.from
  const method = event === 'cancelled' ? 'CANCEL' : 'REQUEST'
  // The booking's own length (15 minutes unless an admin changed the slot rules): the text and the
  // invitation say the same.
  const minutes = lengthMinutes(booking.startsAt, booking.endsAt)
  // The visitor's copies carry nothing they typed (decisions.md: nobody has proven the address is theirs):
  // no name in the greeting, their address as the invitation's attendee name.
  const calendar = (locale: Locale, description: string, attendeeName: string): MailMessage['icalEvent'] => ({
    method,
    filename: 'invite.ics',
    content: invitation({
      method,
      bookingId: booking.id,
      host,
      sequence: booking.sequence,
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      stamp: input.now,
      summary: t(locale, 'mail.booking.summary', { brand: site.brand, minutes }),
      description,
      url: input.manageUrl,
      organizer: { name: seller.name, email: seller.email },
      attendee: { name: attendeeName, email: lead.email },
    }),
  })
  const visitorZone = booking.visitorTimeZone || seller.timeZone
  const [subjectKey, bodyKey] = VISITOR_KEYS[event]
  const visitorParams = {
    brand: site.brand,
    minutes,
    seller: seller.name,
    when: when(booking.startsAt, lead.language, visitorZone),
    zone: zoneName(visitorZone, localeTags[lead.language]),
    link: input.manageUrl,
  }
  const visitorText = t(lead.language, bodyKey, visitorParams)
  const visitor: MailMessage = {
    to: lead.email,
    from,
    subject: t(lead.language, subjectKey, visitorParams),
    text: visitorText,
    icalEvent: calendar(lead.language, visitorText, lead.email),
  }
  if (event === 'reminder') return [visitor]
  const sellerParams = {
    // A quote's lead may have no name (the quote builder asks only for the address).
    name: lead.name || lead.email,
    company: lead.company || '-',
    email: lead.email,
    phone: lead.phone || '-',
    when: when(booking.startsAt, 'en', seller.timeZone),
    zone: zoneName(seller.timeZone, localeTags.en),
    url: `${env.BASE_URL}/admin/leads/${lead.kind}-${lead.id}`,
  }
  const sellerText = t('en', 'mail.booking.seller.body', sellerParams)
  const sellerMail: MailMessage = {
    to: seller.email,
    from,
    replyTo: lead.email,
    subject: t('en', SELLER_SUBJECTS[event], sellerParams),
    text: sellerText,
    icalEvent: calendar('en', sellerText, lead.name || lead.email),
  }
  return [visitor, sellerMail]
}
