import type { Knex } from 'knex'
import { emails } from '../../../content/en/emails.js'
import type { Locale } from '../../../content/index.js'
import { site } from '../../../content/site.js'
import { quoteSalesMail } from '../quote/sales-mail.js'
import { readStoredQuote } from '../quote/stored.js'
import { insertLead, LEAD_SUBJECT, type LeadInput, type LeadRow } from '../../db/repositories/leads/rows.js'
import { crmVisit, visitOf, type Attribution } from '../../db/repositories/attribution.js'
import type { Env } from '../../env.js'
import type { Clock } from '../system/clock.js'
import { formSchemas, parseForm } from './schemas.js'
import type { MailMessage } from '../mail/mail.js'
import { enqueue } from '../mail/outbox.js'

export interface LeadsContext {
  db: Knex
  env: Env
  clock: Clock
}

/** What the HTTP layer knows about the request itself. */
export interface RequestMeta {
  ip: string
  userAgent: string
  /** The Referer header: the form's page when a form is posted without JavaScript. */
  referer?: string
  /** The visitor's language (server/lib/form-i18n.ts requestLocale): messages, emails and the stored row. */
  locale: Locale
}

export interface Submitted {
  id: number
  /** True when the honeypot was filled: stored for review, never delivered. */
  spam: boolean
}

type Parsed = Omit<Attribution, 'ip' | 'user_agent'> & { website: string }

function attributionOf(parsed: Parsed, meta: RequestMeta): Attribution {
  return {
    source_page: parsed.source_page,
    source_section: parsed.source_section,
    ...visitOf(parsed),
    ip: meta.ip.slice(0, 64),
    user_agent: meta.userAgent.slice(0, 300),
  }
}

function salesMail(
  env: Env,
  subject: string,
  intro: string,
  fields: Record<string, string>,
  replyTo: string,
): MailMessage {
  const labels = emails.labels as Record<string, string>
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${labels[key] ?? key}: ${value}`)
  return {
    to: env.SALES_INBOX ?? site.salesEmail,
    from: env.MAIL_FROM ?? emails.from,
    replyTo,
    subject,
    text: `${intro}\n\n${lines.join('\n')}\n`,
  }
}

/** 'French (fr)': staff read the notification in English, with the language the visitor used. */
function languageLine(language: string): string {
  const names = emails.languageNames as Record<string, string>
  return names[language] ? `${names[language]} (${language})` : language
}

function utmLine(a: Attribution): string {
  return Object.entries({
    source: a.utm_source,
    medium: a.utm_medium,
    campaign: a.utm_campaign,
    term: a.utm_term,
    content: a.utm_content,
  })
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}=${v}`)
    .join(', ')
}

/** The closing lines of a sales email: the visitor's language, where the lead came from, when. */
function originLines(row: LeadInput) {
  return {
    language: languageLine(row.language),
    source_page: row.source_page,
    source_section: row.source_section,
    landing_page: row.landing_page,
    referrer: row.referrer,
    utm: utmLine(row),
    created_at: row.created_at,
  }
}

/** What the CRM receives of every kind of lead: the visitor's language and where it came from. */
export function crmOrigin(row: LeadInput) {
  return {
    language: row.language,
    source: { page: row.source_page, section: row.source_section },
    ...crmVisit(row),
  }
}

/** The columns of a form's row that come from the request, not from the form's own fields. */
type RequestColumns = keyof Attribution | 'language' | 'spam' | 'created_at'

/**
 * Stores a form's submission: its own fields plus the visitor's language, where it came from, the
 * honeypot's verdict and the time. A real one (not spam) gets its outbox rows in the same transaction,
 * so nothing is sent for a row that was not stored and no stored row is missed. Spam is kept but never
 * delivered.
 */
async function storeSubmission<R extends LeadInput>(
  ctx: LeadsContext,
  meta: RequestMeta,
  parsed: Parsed,
  fields: Omit<R, RequestColumns>,
  queue: (trx: Knex, env: Env, row: R, id: number, now: Date) => Promise<void>,
): Promise<Submitted> {
  const now = ctx.clock()
  const spam = parsed.website !== ''
  // TypeScript cannot tell that a generic Omit<R, K> plus the K columns is an R again.
  const row = {
    ...fields,
    language: meta.locale,
    ...attributionOf(parsed, meta),
    spam,
    created_at: now.toISOString(),
  } as R
  if (spam) return { id: await insertLead(ctx.db, row), spam }
  const id = await ctx.db.transaction(async (trx) => {
    const stored = await insertLead(trx, row)
    await queue(trx, ctx.env, row, stored, now)
    return stored
  })
  return { id, spam }
}

/** Stores a demo inquiry and, in the same transaction, queues the sales email and the CRM forward. */
export async function submitDemoInquiry(ctx: LeadsContext, body: unknown, meta: RequestMeta): Promise<Submitted> {
  const schemas = formSchemas(meta.locale)
  const parsed = parseForm(schemas.demo, body, schemas.requiredMessages.demo, meta.locale)
  const fields = {
    kind: 'demo' as const,
    name: `${parsed.first_name} ${parsed.last_name}`,
    first_name: parsed.first_name,
    last_name: parsed.last_name,
    email: parsed.email,
    phone: parsed.phone,
    company: parsed.company,
    message: parsed.message,
  }
  return storeSubmission<DemoRequest>(ctx, meta, parsed, fields, queueDemoInquiryDeliveries)
}

/** A demo request: its first and last name are kept apart as well. */
type DemoRequest = LeadInput & { first_name: string; last_name: string }

/** The sales email and the CRM forward of a stored demo inquiry (also when an admin marks one not spam). */
async function queueDemoInquiryDeliveries(
  trx: Knex,
  env: Env,
  row: DemoRequest,
  inquiryId: number,
  now: Date,
): Promise<void> {
  const subject = { type: LEAD_SUBJECT, id: inquiryId }
  const name = `${row.first_name} ${row.last_name}`
  const mail = salesMail(
    env,
    emails.demoInquiry.subject(name, row.company),
    emails.demoInquiry.intro,
    {
      id: `demo-${inquiryId}`,
      ...demoFields(row),
      ...originLines(row),
    },
    row.email,
  )
  await enqueue(trx, 'mail', subject, mail, now)
  await enqueue(trx, 'crm', subject, crmPayload(inquiryId, row), now)
}

/** The six fields of the demo form (the spec's), as the sales email and the CRM both list them. */
function demoFields(row: DemoRequest) {
  return {
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    message: row.message,
  }
}

/** The JSON the CRM receives: the spec's six fields plus the visitor's language and where the inquiry came from. */
function crmPayload(id: number, row: DemoRequest) {
  return {
    id,
    ...demoFields(row),
    ...crmOrigin(row),
    submitted_at: row.created_at,
  }
}

/** Stores a contact-section lead and queues the sales email in the same transaction. */
export async function submitLead(ctx: LeadsContext, body: unknown, meta: RequestMeta): Promise<Submitted> {
  const schemas = formSchemas(meta.locale)
  const parsed = parseForm(schemas.lead, body, schemas.requiredMessages.lead, meta.locale)
  const fields = {
    kind: 'contact' as const,
    name: parsed.name,
    email: parsed.email,
    phone: parsed.phone,
    company: parsed.restaurant,
    message: parsed.interest,
  }
  return storeSubmission<LeadInput>(ctx, meta, parsed, fields, queueLeadDeliveries)
}

/** The sales email of a stored contact lead (also when an admin marks one not spam). */
async function queueLeadDeliveries(trx: Knex, env: Env, row: LeadInput, leadId: number, now: Date): Promise<void> {
  const mail = salesMail(
    env,
    emails.lead.subject(row.name, row.company),
    emails.lead.intro,
    {
      id: `lead-${leadId}`,
      name: row.name,
      email: row.email,
      phone: row.phone,
      restaurant: row.company,
      interest: row.message,
      ...originLines(row),
    },
    row.email,
  )
  await enqueue(trx, 'mail', { type: LEAD_SUBJECT, id: leadId }, mail, now)
}

/**
 * A quote lead marked "not spam": the sales email is the quote builder's own (services/quote/sales-mail.ts);
 * the visitor's copy is not sent late.
 */
async function queueQuoteSalesMail(trx: Knex, env: Env, row: LeadRow, now: Date): Promise<void> {
  const visitorCopy = 'not sent (held as spam until an admin marked it not spam)'
  const mail = quoteSalesMail(env, row, readStoredQuote(row.quote), visitorCopy)
  await enqueue(trx, 'mail', { type: LEAD_SUBJECT, id: row.id }, mail, now)
}

/** What a stored lead sends when it arrives, by kind (also when an admin marks one "not spam"). */
export function queueDeliveries(trx: Knex, env: Env, row: LeadRow, now: Date): Promise<void> {
  if (row.kind === 'demo') return queueDemoInquiryDeliveries(trx, env, row, row.id, now)
  if (row.kind === 'contact') return queueLeadDeliveries(trx, env, row, row.id, now)
  return queueQuoteSalesMail(trx, env, row, now)
}
