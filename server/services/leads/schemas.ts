import { z } from 'zod'
import type { Locale } from '../../../content/index.js'
import { PIPELINE_STATUSES } from '../../db/repositories/leads/rows.js'
import { publicFormErrors, type FieldError } from '../../lib/errors.js'
import { formTexts, type FormTexts } from '../../lib/form-i18n.js'
import { getQuoteTexts } from '../../../content/quote.js'

type Messages = FormTexts['formMessages']
type FieldName = keyof Messages['fieldLabels']
const REQUIRED = 'required'

/** Attribution is recorded as sent, cut to the column size: a long referrer never loses a lead. */
function clipped(max: number) {
  return z
    .unknown()
    .optional()
    .transform((v) => (typeof v === 'string' ? v.trim().slice(0, max) : ''))
}

/** The visit's first landing page, external referrer and UTM parameters (pages/client/attribution.ts). */
const visit = {
  landing_page: clipped(500),
  referrer: clipped(500),
  utm_source: clipped(200),
  utm_medium: clipped(200),
  utm_campaign: clipped(200),
  utm_term: clipped(200),
  utm_content: clipped(200),
}

const attribution = {
  source_page: clipped(300),
  source_section: clipped(100),
  ...visit,
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

function buildSchemas(locale: Locale) {
  const { forms, formMessages: m } = formTexts(locale)
  const label = (field: FieldName) => m.fieldLabels[field]

  /** A trimmed, non-blank, bounded string; a blank value carries a marker so the form-level message can say "required". */
  const required = (field: FieldName, max: number) =>
    z
      .string({ error: REQUIRED })
      .trim()
      .min(1, REQUIRED)
      .max(max, m.tooLong(label(field), max))

  const requiredEmail = () => required('email', 254).pipe(z.email({ error: m.invalidEmail }))

  const demoInquirySchema = z.object({
    first_name: required('first_name', 100),
    last_name: required('last_name', 100),
    email: requiredEmail(),
    phone: required('phone', 40),
    company: required('company', 200),
    message: z
      .unknown()
      .optional()
      .transform((v) => (typeof v === 'string' ? v.trim() : ''))
      .pipe(z.string().max(5000, m.tooLong(label('message'), 5000))),
    ...attribution,
    ...honeypot,
  })

  const leadSchema = z.object({
    name: required('name', 200),
    email: requiredEmail(),
    phone: required('phone', 40),
    restaurant: required('restaurant', 200),
    interest: required('interest', 200),
    ...attribution,
    ...honeypot,
  })

  const newsletterSchema = z.object({
    email: requiredEmail(),
    consent: z
      .unknown()
      .optional()
      .transform((v) => v === true || v === 'true' || v === 'on' || v === 'yes'),
    consent_version: clipped(40),
    form_url: clipped(500),
    ...visit,
    ...honeypot,
  })

  /** Trimmed text ('' when not a string), refused beyond `max` with `tooLong` (the visitor's language). */
  const text = (max: number, tooLong: string) =>
    z
      .unknown()
      .optional()
      .transform((v) => (typeof v === 'string' ? v.trim() : ''))
      .pipe(z.string().max(max, tooLong))

  /**
   * The quote builder's lead: an address, maybe a name, the intent and the quote's query string; a
   * demo also needs a phone number (the booked demo is a call to it).
   */
  const quoteLeadSchema = z
    .object({
      email: text(254, m.tooLong(label('email'), 254))
        .pipe(z.string().min(1, m.fieldRequired(label('email'))))
        .pipe(z.email({ error: m.invalidEmail })),
      name: text(200, m.tooLong(label('name'), 200)),
      phone: text(40, m.tooLong(label('phone'), 40)),
      intent: z
        .unknown()
        .optional()
        .transform((v): 'email' | 'demo' => (v === 'demo' ? 'demo' : 'email')),
      quote: text(4000, getQuoteTexts(locale).lead.invalidQuote),
      source_page: clipped(300),
      // Filled by the page's script from the visit's first landing (empty without JavaScript).
      ...visit,
      ...honeypot,
    })
    .superRefine((lead, ctx) => {
      if (lead.intent === 'demo' && !lead.phone)
        ctx.addIssue({ code: 'custom', path: ['phone'], message: getQuoteTexts(locale).lead.phoneForDemo })
    })

  return {
    demo: demoInquirySchema,
    lead: leadSchema,
    quote: quoteLeadSchema,
    newsletter: newsletterSchema,
    /** The form-level message when a required field is blank (the spec's sentence for the demo form). */
    requiredMessages: {
      demo: forms.demo.errors.required,
      lead: forms.contact.errors.required,
      newsletter: m.fieldRequired(label('email')),
    },
  }
}

export type FormSchemas = ReturnType<typeof buildSchemas>
const built = new Map<Locale, FormSchemas>()

/** The form schemas whose messages are in `locale` (built once per locale). */
export function formSchemas(locale: Locale): FormSchemas {
  let schemas = built.get(locale)
  if (!schemas) {
    schemas = buildSchemas(locale)
    built.set(locale, schemas)
  }
  return schemas
}

/**
 * Parses a body or throws ValidationError: blank required fields give `requiredMessage` (the spec's
 * sentence for the demo form) with one message per field; otherwise the first field's message.
 */
export function parseForm<S extends z.ZodType>(
  schema: S,
  body: unknown,
  requiredMessage: string,
  locale: Locale,
): z.output<S> {
  const m = formTexts(locale).formMessages
  const result = schema.safeParse(flattenSource(body))
  if (result.success) return result.data
  const errors: Record<string, string> = {}
  let anyBlank = false
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form')
    if (errors[field]) continue
    if (issue.message === REQUIRED) {
      anyBlank = true
      errors[field] = m.fieldRequired(m.fieldLabels[field as FieldName] ?? field)
    } else {
      errors[field] = issue.message
    }
  }
  const message = anyBlank ? requiredMessage : (Object.values(errors)[0] ?? m.invalidField('form'))
  throw publicFormErrors(message, errors)
}

const trimmedText = (max: number) =>
  z
    .unknown()
    .optional()
    .transform((v) => (typeof v === 'string' ? v.trim() : undefined))
    .pipe(z.string().max(max).optional())

/**
 * The desk's change to a lead (PUT /api/admin/leads/:id): its pipeline status, the reason it was
 * lost, its owner (checked against the users by the desk) and a note for the timeline; every
 * field optional, text that is not a string ignored as before.
 */
const leadUpdateSchema = z.object({
  status: z.enum(PIPELINE_STATUSES).optional(),
  lostReason: trimmedText(300),
  ownerId: z.unknown().optional(),
  note: trimmedText(4000),
})

/** The update's fields, and an error code per refused field (empty when all are valid). */
export function parseLeadUpdate(body: unknown) {
  const result = leadUpdateSchema.safeParse(body && typeof body === 'object' ? body : {})
  if (result.success) return { update: result.data, errors: {} as Record<string, FieldError> }
  const errors: Record<string, FieldError> = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0])
    errors[field] ??=
      issue.code === 'too_big'
        ? { code: 'field.max_chars', params: { max: Number(issue.maximum) } }
        : 'lead.status_invalid'
  }
  return { update: null, errors }
}
