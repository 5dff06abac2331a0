import { z } from 'zod'
import { isTimeZone } from '../../lib/backup-schedule.js'

/**
 * The back office's booking schemas (issue 35 item 1), shared by routes/admin-api/bookings.ts and
 * services/bookings/admin.ts: availability, holidays, slot rules and a booking's outcome.
 */
const time = z.string('field.not_text').regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Use a time like 09:00.')
const date = z.string('field.not_text').regex(/^\d{4}-\d{2}-\d{2}$/, 'field.date_invalid')
const label = z.string('field.not_text').trim().max(100, 'field.max_chars').default('')
const readOnly = z
  .unknown()
  .optional()
  .transform(() => undefined)

export const hoursSchema = z
  .strictObject({
    weekday: z.number('field.not_number').int().min(0).max(6),
    from: time,
    to: time,
  })
  .refine((h) => h.from < h.to, { message: 'The end must be after the start.', path: ['to'] })

export const availabilitySchema = z.strictObject({
  id: readOnly,
  email: readOnly,
  name: readOnly,
  role: readOnly,
  sales: z.boolean('field.not_boolean').optional(),
  timeZone: z
    .string('field.not_text')
    .max(64, 'field.max_chars')
    .refine(isTimeZone, 'desk.time_zone_invalid')
    .nullable()
    .default(null),
  hours: z.array(hoursSchema, 'field.malformed').max(50, 'field.malformed').default([]),
  daysOff: z
    .array(z.object({ id: readOnly, date, label }), 'field.malformed')
    .max(366, 'field.malformed')
    .default([]),
})
export type AvailabilityInput = z.infer<typeof availabilitySchema>

export const holidaySchema = z.strictObject({ id: readOnly, date, label })
export type HolidayInput = z.infer<typeof holidaySchema>

export const slotRulesSchema = z.strictObject({
  id: readOnly,
  businessTimeZone: readOnly,
  slotMinutes: z.number('field.not_number').int().min(5, 'From 5 to 120 minutes.').max(120, 'From 5 to 120 minutes.'),
  bufferMinutes: z.number('field.not_number').int().min(0, 'From 0 to 120 minutes.').max(120, 'From 0 to 120 minutes.'),
  minNoticeMinutes: z
    .number('field.not_number')
    .int()
    .min(0, 'From 0 to 10080 minutes (a week).')
    .max(10_080, 'From 0 to 10080 minutes (a week).'),
  horizonDays: z.number('field.not_number').int().min(1, 'From 1 to 90 days.').max(90, 'From 1 to 90 days.'),
})

export const outcomeSchema = z.looseObject({
  status: z.enum(['held', 'no_show'], 'Choose held or no-show.'),
})
