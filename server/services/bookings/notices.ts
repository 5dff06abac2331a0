import type { Locale } from '../../../content/index.js'
import type { Db } from '../../db/knex.js'
import { bookingById, leadForBooking, salesperson, type BookingRow } from '../../db/repositories/bookings.js'
import type { Env } from '../../env.js'
import type { MailMessage } from '../mail/mail.js'
import { bookingMails, type BookingEvent } from './mail.js'

/** The visitor's page to move or cancel their demo (tokenized), in their language. */
export function manageUrl(env: Pick<Env, 'BASE_URL'>, language: string, token: string | null): string {
  const prefix = `${env.BASE_URL}${language === 'fr' ? '/fr' : ''}`
  // After a cancellation the link offers a new booking (the token no longer manages one).
  return token ? `${prefix}/demo/booking/${token}` : `${prefix}/demo`
}

/** The emails of `event` for `booking` (visitor first), or null when its lead or salesperson is gone. */
export async function noticeMails(
  db: Db,
  env: Pick<Env, 'BASE_URL' | 'MAIL_FROM'>,
  notice: { event: BookingEvent; booking: BookingRow; link: string; zone: string; now: Date },
): Promise<MailMessage[] | null> {
  const { booking } = notice
  const lead = await leadForBooking(db, booking.lead_id)
  const seller = await salesperson(db, booking.user_id)
  if (!lead || !seller) return null
  const language: Locale = lead.language === 'fr' ? 'fr' : 'en'
  return bookingMails(env, {
    event: notice.event,
    booking: {
      id: booking.id,
      startsAt: new Date(booking.starts_at),
      endsAt: new Date(booking.ends_at),
      sequence: booking.sequence,
      visitorTimeZone: booking.visitor_time_zone,
    },
    lead: { ...lead, language },
    seller: { name: seller.name ?? seller.email, email: seller.email, timeZone: seller.time_zone ?? notice.zone },
    manageUrl: notice.link,
    now: notice.now,
  })
}

/** What a queued reminder carries: it goes only if the booking is still that version of itself. */
export interface ReminderPayload {
  bookingId: number
  sequence: number
  link: string
}

/** Reminders 24 h and 1 h before the demo (those still ahead), for the outbox's booking-reminder lane. */
export const REMINDER_HOURS = [24, 1] as const

/**
 * The reminder email of a queued reminder, or null (skipped) when the demo was moved or cancelled
 * since: a move queues reminders of its own, with the new SEQUENCE.
 */
export async function reminderMail(
  db: Db,
  env: Pick<Env, 'BASE_URL' | 'MAIL_FROM'>,
  payload: ReminderPayload,
  context: { zone: string; now: Date },
): Promise<MailMessage | null> {
  const booking = await bookingById(db, payload.bookingId)
  if (booking?.status !== 'booked' || booking.sequence !== payload.sequence) return null
  const mails = await noticeMails(db, env, { event: 'reminder', booking, link: payload.link, ...context })
  return mails?.[0] ?? null
}
