import { z } from 'zod'
import { forms, formMessages } from '../../content/en/forms.js'
import { ValidationError } from '../lib/errors.js'

type FieldName = keyof typeof formMessages.fieldLabels
const label = (field: FieldName) => formMessages.fieldLabels[field]
const REQUIRED = 'required'

/** A trimmed, non-blank, bounded string; a blank value carries a marker so the form-level message can say "required". */
function required(field: FieldName, max: number) {
  return z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(max, formMessages.tooLong(label(field), max))
}

function requiredEmail() {
  return required('email', 254).pipe(z.email({ error: formMessages.invalidEmail }))
}

/** Attribution is recorded as sent, cut to the column size: a long referrer never loses a lead. */
function clipped(max: number) {
  return z
    .unknown()
    .optional()
    .transform((v) => (typeof v === 'string' ? v.trim().slice(0, max) : ''))
}

const attribution = {
  source_page: clipped(300),
  source_section: clipped(100),
  landing_page: clipped(500),
  referrer: clipped(500),
  utm_source: clipped(200),
  utm_medium: clipped(200),
  utm_campaign: clipped(200),
  utm_term: clipped(200),
  utm_content: clipped(200),
}

/** `source: {page, section}` (JSON) and `source_page`/`source_section` (form posts) are both accepted. */
function flattenSource(body: unknown): Record<string, unknown> {
  const input = body && typeof body === 'object' ? { ...(body as Record<string, unknown>) } : {}
  const source = input.source
  if (source && typeof source === 'object') {
    const { page, section } = source as Record<string, unknown>
    input.source_page ??= page
    input.source_section ??= section
  }
  return input
}

const honeypot = { website: clipped(200) }

export const demoInquirySchema = z.object({
  first_name: required('first_name', 100),
  last_name: required('last_name', 100),
  email: requiredEmail(),
  phone: required('phone', 40),
  company: required('company', 200),
  message: z
    .unknown()
    .optional()
    .transform((v) => (typeof v === 'string' ? v.trim() : ''))
    .pipe(z.string().max(5000, formMessages.tooLong(label('message'), 5000))),
  ...attribution,
  ...honeypot,
})

export const leadSchema = z.object({
  name: required('name', 200),
  email: requiredEmail(),
  phone: required('phone', 40),
  restaurant: required('restaurant', 200),
  interest: required('interest', 200),
  ...attribution,
  ...honeypot,
})

export const newsletterSchema = z.object({
  email: requiredEmail(),
  consent: z
    .unknown()
    .optional()
    .transform((v) => v === true || v === 'true' || v === 'on' || v === 'yes'),
  consent_version: clipped(40),
  language: clipped(10),
  form_url: clipped(500),
  ...honeypot,
})

/**
 * Parses a body or throws ValidationError: blank required fields give `requiredMessage` (the spec's
 * sentence for the demo form) with one message per field; otherwise the first field's message.
 */
export function parseForm<S extends z.ZodType>(schema: S, body: unknown, requiredMessage: string): z.output<S> {
  const result = schema.safeParse(flattenSource(body))
  if (result.success) return result.data
  const errors: Record<string, string> = {}
  let anyBlank = false
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form')
    if (errors[field]) continue
    if (issue.message === REQUIRED) {
      anyBlank = true
      errors[field] = formMessages.fieldRequired(label(field as FieldName) ?? field)
    } else {
      errors[field] = issue.message
    }
  }
  const message = anyBlank ? requiredMessage : (Object.values(errors)[0] ?? formMessages.invalidField('form'))
  throw new ValidationError(message, errors)
}

export const requiredMessages = {
  demo: forms.demo.errors.required,
  lead: forms.contact.errors.required,
  newsletter: formMessages.fieldRequired(label('email')),
}
