import { z } from 'zod'
import { locales, type Locale } from '../../../content/index.js'
import type { NewsletterRow, NewsletterStatus } from '../../db/repositories/newsletters.js'
import { schemaFieldError, ValidationError } from '../../lib/errors.js'

/** The one schema of an issue's editable fields, shared by the admin API route and the service. */
export const newsletterSchema = z.object({
  language: z.enum(locales, 'user.locale_field'),
  subject: z
    .string('newsletter.subject_required')
    .trim()
    .min(1, 'newsletter.subject_required')
    .max(200, 'field.max_chars'),
  preheader: z.string().trim().max(200, 'field.max_chars').default(''),
  intro: z.string().max(20_000).default(''),
  /** Featured posts in order; left out on create: the posts published since the last issue. */
  postIds: z.array(z.number().int().positive()).max(20).optional(),
})

export type NewsletterInput = z.input<typeof newsletterSchema>

export const scheduleSchema = z.object({
  scheduledAt: z.iso.datetime({ offset: true, message: 'newsletter.datetime_required' }),
})

/** Parses `body` with `schema`; a refusal names each field (ra-data-simple-rest shows them beside the inputs). */
export function parseWith<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body)
  if (result.success) return result.data
  const errors: Record<string, ReturnType<typeof schemaFieldError>> = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'body')
    errors[field] ??= schemaFieldError(issue)
  }
  throw new ValidationError('validation.invalid', { errors })
}

/** An issue as the admin API shows it. */
export interface Newsletter {
  id: number
  language: Locale
  subject: string
  preheader: string
  intro: string
  postIds: number[]
  status: NewsletterStatus
  scheduledAt: string | null
  startedAt: string | null
  sentAt: string | null
  slug: string | null
  recipients: number
  createdAt: string
  updatedAt: string
}

export function toNewsletter(row: NewsletterRow): Newsletter {
  return {
    id: row.id,
    language: row.language === 'fr' ? 'fr' : 'en',
    subject: row.subject,
    preheader: row.preheader,
    intro: row.intro,
    postIds: (JSON.parse(row.post_ids) as unknown[]).map(Number).filter((n) => Number.isInteger(n)),
    status: row.status,
    scheduledAt: row.scheduled_at,
    startedAt: row.started_at,
    sentAt: row.sent_at,
    slug: row.slug,
    recipients: row.recipients,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}
