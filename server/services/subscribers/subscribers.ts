import { randomBytes } from 'node:crypto'
import type { Knex } from 'knex'
import { forms as enForms } from '../../../content/en/forms.js'
import { forms as frForms } from '../../../content/fr/forms.js'
import { localizePath, type Locale } from '../../../content/index.js'
import {
  findSubscriberByEmail,
  findSubscriberByToken,
  insertSubscriber,
  updateSubscriber,
  type ConsentRecord,
} from '../../db/repositories/newsletter-subscribers.js'
import { visitOf } from '../../db/repositories/attribution.js'
import type { Env } from '../../env.js'
import { publicFormError } from '../../lib/errors.js'
import { formTexts, toLocale } from '../../lib/form-i18n.js'
import type { Clock } from '../system/clock.js'
import type { RequestMeta } from '../leads/leads.js'
import type { MailMessage } from '../mail/mail.js'
import { enqueue } from '../mail/outbox.js'
import { footerLines, renderMailHtml, textHtml } from '../mail/layout.js'
import { formSchemas, parseForm } from '../leads/schemas.js'
import { mayMailUnproven } from '../mail/unproven.js'

export interface NewsletterContext {
  db: Knex
  env: Env
  clock: Clock
}

/**
 * Consent wordings by version and language, exactly as the form showed them. A new wording gets a
 * new version (content/<locale>/forms.ts); keep the old ones here so older records can be proved.
 */
const consentWordings: Record<string, Partial<Record<Locale, string>>> = {}
for (const [locale, forms] of [
  ['en', enForms],
  ['fr', frForms],
] as const) {
  const version = (consentWordings[forms.newsletter.consentVersion] ??= {})
  version[locale] = forms.newsletter.consent
}

const token = () => randomBytes(24).toString('base64url')

/** The subscriber's links: French subscribers land on /fr/newsletter/... pages. */
function newsletterUrl(env: Env, locale: Locale, action: 'confirm' | 'unsubscribe', value: string): string {
  return `${env.BASE_URL}${localizePath(`/newsletter/${action}`, locale)}?token=${value}`
}

/** The double opt-in email, in the subscriber's language. */
function confirmationMail(
  env: Env,
  locale: Locale,
  to: string,
  confirmToken: string,
  unsubscribeToken: string,
): MailMessage {
  const { emails } = formTexts(locale)
  const confirmUrl = newsletterUrl(env, locale, 'confirm', confirmToken)
  const unsubscribeUrl = newsletterUrl(env, locale, 'unsubscribe', unsubscribeToken)
  return {
    to,
    from: env.MAIL_FROM ?? emails.from,
    subject: emails.newsletterConfirm.subject,
    text: `${emails.newsletterConfirm.text(confirmUrl)}\n\n${emails.footer(unsubscribeUrl)}\n`,
    // The branded HTML twin (server/services/mail/layout.ts): the same words and links.
    html: renderMailHtml({
      locale,
      baseUrl: env.BASE_URL,
      title: emails.newsletterConfirm.subject,
      body: textHtml(emails.newsletterConfirm.text(confirmUrl)),
      footer: footerLines(emails.footer(unsubscribeUrl)),
    }),
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}

/**
 * Double opt-in: stores the address as pending with its consent record and queues the
 * confirmation email. One row per address: asking again re-sends the confirmation (pending),
 * does nothing (confirmed) or starts over with the new consent (unsubscribed). The confirmation
 * goes only while the address has unconfirmed mails left today (services/mail/unproven.ts):
 * `held` says it did not go.
 */
export async function subscribe(ctx: NewsletterContext, body: unknown, meta: RequestMeta): Promise<{ held: boolean }> {
  const language = meta.locale
  const { forms, formMessages } = formTexts(language)
  const schemas = formSchemas(language)
  const parsed = parseForm(schemas.newsletter, body, schemas.requiredMessages.newsletter, language)
  if (parsed.website !== '') return { held: false }
  if (!parsed.consent) throw publicFormError(forms.newsletter.consentRequired, 'consent')
  // The wording stored is the one this version of the form showed in the visitor's language.
  const wording = consentWordings[parsed.consent_version]?.[language]
  if (!wording) throw publicFormError(formMessages.staleConsent, 'consent_version')

  const now = ctx.clock().toISOString()
  const email = parsed.email.toLowerCase()
  const consent: ConsentRecord = {
    consent_text: wording,
    consent_version: parsed.consent_version,
    consent_language: language,
    consent_form_url: absoluteFormUrl(ctx.env, parsed.form_url || meta.referer || ''),
    consent_at: now,
    consent_ip: meta.ip.slice(0, 64),
  }
  // The visit that led to this sign-up; a new sign-up (after unsubscribing) records its own.
  const visit = visitOf(parsed)
  let held = false
  await ctx.db.transaction(async (trx) => {
    const existing = await findSubscriberByEmail(trx, email)
    if (existing?.status === 'confirmed') return
    let id: number
    let confirmToken: string
    let unsubscribeToken: string
    if (existing) {
      id = existing.id
      confirmToken = existing.status === 'pending' ? existing.confirm_token : token()
      unsubscribeToken = existing.unsubscribe_token
      await updateSubscriber(trx, id, {
        ...consent,
        ...visit,
        status: 'pending',
        confirm_token: confirmToken,
        unsubscribed_at: null,
        updated_at: now,
      })
    } else {
      confirmToken = token()
      unsubscribeToken = token()
      id = await insertSubscriber(trx, {
        email,
        status: 'pending',
        confirm_token: confirmToken,
        unsubscribe_token: unsubscribeToken,
        ...consent,
        ...visit,
        confirmed_at: null,
        confirmed_ip: null,
        unsubscribed_at: null,
        created_at: now,
        updated_at: now,
      })
    }
    held = !(await mayMailUnproven(trx, ctx.env, email, ctx.clock()))
    if (held) return
    const mail = confirmationMail(ctx.env, language, email, confirmToken, unsubscribeToken)
    await enqueue(trx, 'mail', { type: 'newsletter_subscriber', id }, mail, ctx.clock())
  })
  return { held }
}

/** Form posts without JavaScript send the page path; the record keeps a full URL. */
function absoluteFormUrl(env: Env, value: string): string {
  try {
    return new URL(value, `${env.BASE_URL}/`).toString().slice(0, 500)
  } catch {
    return value.slice(0, 500)
  }
}

type TokenOutcome = 'confirmed' | 'unsubscribed' | 'invalid'
/** What a link did, and the subscriber's language (their consent's) when the token was known. */
export interface TokenResult {
  outcome: TokenOutcome
  locale?: Locale
}

export async function confirmSubscription(
  ctx: NewsletterContext,
  confirmToken: string,
  meta: RequestMeta,
): Promise<TokenResult> {
  if (!confirmToken) return { outcome: 'invalid' }
  const subscriber = await findSubscriberByToken(ctx.db, 'confirm_token', confirmToken)
  if (!subscriber) return { outcome: 'invalid' }
  const locale = toLocale(subscriber.consent_language)
  if (subscriber.status === 'unsubscribed') return { outcome: 'invalid', locale }
  if (subscriber.status === 'pending') {
    const now = ctx.clock().toISOString()
    await updateSubscriber(ctx.db, subscriber.id, {
      status: 'confirmed',
      confirmed_at: now,
      confirmed_ip: meta.ip.slice(0, 64),
      updated_at: now,
    })
  }
  return { outcome: 'confirmed', locale }
}

/** Takes effect at once, no sign-in: the token in every message is the proof. */
export async function unsubscribe(ctx: NewsletterContext, unsubscribeToken: string): Promise<TokenResult> {
  if (!unsubscribeToken) return { outcome: 'invalid' }
  const subscriber = await findSubscriberByToken(ctx.db, 'unsubscribe_token', unsubscribeToken)
  if (!subscriber) return { outcome: 'invalid' }
  if (subscriber.status !== 'unsubscribed') {
    const now = ctx.clock().toISOString()
    await updateSubscriber(ctx.db, subscriber.id, { status: 'unsubscribed', unsubscribed_at: now, updated_at: now })
  }
  return { outcome: 'unsubscribed', locale: toLocale(subscriber.consent_language) }
}
