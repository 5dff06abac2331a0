import { z } from 'zod'
import { schemaFieldError, ValidationError, type FieldError } from '../../lib/errors.js'
import { isTimeZone } from '../../lib/backup-schedule.js'
import { weeklyHoursOverlaps } from './weekly-hours.js'

/**
 * The back office's booking schemas (issue 35 item 1), shared by routes/admin-api/bookings.ts and
 * services/bookings/admin.ts: availability, holidays, slot rules and a booking's outcome. Every
 * message is an error code (server/i18n/errors-en.ts).
 */
const time = z.string('field.not_text').regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'booking.time_format')
const date = z.string('field.not_text').regex(/^\d{4}-\d{2}-\d{2}$/, 'field.date_invalid')
const label = z.string('field.not_text').trim().max(100, 'field.max_chars').default('')
const readOnly = z
  .unknown()
  .optional()
  .transform(() => undefined)

const hoursSchema = z
  .strictObject({
    weekday: z
      .number('booking.weekday_invalid')
      .int('booking.weekday_invalid')
      .min(0, 'booking.weekday_invalid')
      .max(6, 'booking.weekday_invalid'),
    from: time,
    to: time,
  })
  .refine((h) => h.from < h.to, { message: 'booking.end_before_start', path: ['to'] })

/** One person's weekly hours: each range ends after it starts, and no two ranges of a day overlap. */
const weeklyHoursSchema = z
  .array(hoursSchema, 'field.malformed')
  .max(50, 'field.malformed')
  .default([])
  .superRefine((hours, ctx) => {
    for (const { index, other } of weeklyHoursOverlaps(hours))
      ctx.addIssue({
        code: 'custom',
        path: [index, 'from'],
        message: 'booking.hours_overlap',
        params: { from: other.from, to: other.to },
      })
  })

const availabilitySchema = z.strictObject({
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
  hours: weeklyHoursSchema,
  daysOff: z
    .array(z.object({ id: readOnly, date, label }), 'field.malformed')
    .max(366, 'field.malformed')
    .default([]),
})
export type AvailabilityInput = z.infer<typeof availabilitySchema>

/**
 * The availability of a PUT, or a 400 naming each field; a weekly range's own field by its place
 * (`hours.1.from`), where the admin form shows it under that row's input.
 */
export function parseAvailability(body: unknown): AvailabilityInput {
  const result = availabilitySchema.safeParse(body ?? {})
  if (result.success) return result.data
  const errors: Record<string, FieldError> = {}
  for (const issue of result.error.issues) {
    const [field, index, part] = issue.path
    const unknownKey = issue.code === 'unrecognized_keys' && !issue.path.length ? issue.keys[0] : undefined
    const key =
      field === 'hours' && typeof index === 'number' && part !== undefined
        ? `hours.${index}.${String(part)}`
        : String(field ?? unknownKey ?? 'body')
    const params = issue.code === 'custom' ? (issue.params as Record<string, string> | undefined) : undefined
    errors[key] ??=
      params && issue.message === 'booking.hours_overlap'
        ? { code: 'booking.hours_overlap', params }
        : schemaFieldError(issue)
  }
  throw new ValidationError('validation.invalid', { errors })
}

export const holidaySchema = z.strictObject({ id: readOnly, date, label })
export type HolidayInput = z.infer<typeof holidaySchema>

const minutes = (
  code: 'booking.slot_minutes' | 'booking.buffer_minutes' | 'booking.notice_minutes',
  min: number,
  max: number,
) => z.number('field.not_number').int(code).min(min, code).max(max, code)

export const slotRulesSchema = z.strictObject({
  id: readOnly,
  businessTimeZone: readOnly,
  slotMinutes: minutes('booking.slot_minutes', 5, 120),
  bufferMinutes: minutes('booking.buffer_minutes', 0, 120),
  minNoticeMinutes: minutes('booking.notice_minutes', 0, 10_080),
  horizonDays: z
    .number('field.not_number')
    .int('booking.horizon_days')
    .min(1, 'booking.horizon_days')
    .max(90, 'booking.horizon_days'),
})

export const outcomeSchema = z.looseObject({
  status: z.enum(['held', 'no_show'], 'booking.outcome_invalid'),
})
