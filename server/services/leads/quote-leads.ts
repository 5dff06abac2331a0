import { localizePath, type Locale } from '../../../content/index.js'
import { getQuoteTexts } from '../../../content/quote.js'
import { site } from '../../../content/site.js'
import { visitOf } from '../../db/repositories/attribution.js'
import { insertLead, LEAD_SUBJECT, type LeadInput } from '../../db/repositories/leads/rows.js'
import { publicFormError } from '../../lib/errors.js'
import { formTexts } from '../../lib/form-i18n.js'
import { formSchemas } from './schemas.js'
import { crmOrigin, type LeadsContext, type RequestMeta, type Submitted } from './leads.js'
import type { MailMessage } from '../mail/mail.js'
import { enqueue } from '../mail/outbox.js'
import { footerLines, mailPre, renderMailHtml, textHtml } from '../mail/layout.js'
import { quotePdf } from '../quote/pdf.js'
import { mayMailUnproven } from '../mail/unproven.js'
import { computeQuote } from '../../../shared/quote/compute.js'
import { parseQuoteQuery, quoteQueryString } from '../../../shared/quote/input.js'
import { presentQuote } from '../../../shared/quote/present.js'
import { quoteSummary } from '../quote/stored.js'
import { quoteSalesMail, quoteShareUrl, quoteText } from '../quote/sales-mail.js'

export type QuoteIntent = 'email' | 'demo'

function queryObject(query: string): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const [k, v] of new URLSearchParams(query)) (out[k] ??= []).push(v)
  return out
}

function parse(body: unknown, locale: Locale) {
  const t = getQuoteTexts(locale)
  const result = formSchemas(locale).quote.safeParse(body && typeof body === 'object' ? body : {})
  if (!result.success) {
    const issue = result.error.issues[0]!
    const field = String(issue.path[0] ?? 'form')
    throw publicFormError(issue.message, field)
  }
  const { input, errors } = parseQuoteQuery(queryObject(result.data.quote))
  if (!result.data.quote || errors.length) {
    const message = errors[0] ? t.inputErrors[errors[0]] : t.lead.invalidQuote
    throw publicFormError(message, 'quote')
  }
  return { ...result.data, input }
}

/**
 * "Email me this quote" / "Book a demo with this quote": recomputes the quote from its query
 * string (the figures sent are never trusted), stores it with the lead, and queues in the same
 * transaction the visitor's copy (their language), the sales notification and the CRM forward.
 * Nobody has proven the address is the requester's, so the copy carries nothing they typed (no
 * name: only the figures and links this site computed) and goes only while the address has mails
 * left today (services/mail/unproven.ts); `copyHeld` says it did not go.
 */
export async function submitQuoteLead(
  ctx: LeadsContext,
  body: unknown,
  meta: RequestMeta,
): Promise<Submitted & { intent: QuoteIntent; copyHeld: boolean }> {
  const parsed = parse(body, meta.locale)
  const now = ctx.clock()
  const quote = computeQuote(parsed.input, now.toISOString().slice(0, 10))
  const query = quoteQueryString(parsed.input)
  const spam = parsed.website !== ''
  const stored = { intent: parsed.intent, query, ...quote }
  const row: LeadInput = {
    kind: 'quote',
    name: parsed.name,
    email: parsed.email,
    phone: parsed.phone,
    company: '',
    message: quoteSummary(quote, 'en'),
    language: meta.locale,
    quote: JSON.stringify(stored),
    source_page: parsed.source_page || localizePath('/pricing/quote', meta.locale),
    source_section: parsed.intent === 'demo' ? 'quote-demo' : 'quote-email',
    ...visitOf(parsed),
    ip: meta.ip.slice(0, 64),
    user_agent: meta.userAgent.slice(0, 300),
    spam,
    created_at: now.toISOString(),
  }
  if (spam) return { id: await insertLead(ctx.db, row), spam, intent: parsed.intent, copyHeld: false }
  // The visitor's copy attaches its PDF (issue 33 item 8), made before the transaction holds the database.
  const pdf = await quotePdf(parsed.input, now.toISOString().slice(0, 10), meta.locale)
  let copyHeld = false
  const id = await ctx.db.transaction(async (trx) => {
    const leadId = await insertLead(trx, row)
    copyHeld = !(await mayMailUnproven(trx, ctx.env, row.email, now))
    const subject = { type: LEAD_SUBJECT, id: leadId }
    const t = getQuoteTexts(meta.locale)
    const shownLocal = presentQuote(quote, t, meta.locale)
    const shareUrl = quoteShareUrl(ctx.env, query, meta.locale)
    const pdfName = `${site.brand}-${t.pdf.title}.pdf`
    const from = ctx.env.MAIL_FROM ?? formTexts(meta.locale).emails.from
    const visitor: MailMessage = {
      to: row.email,
      from,
      replyTo: ctx.env.SALES_INBOX ?? site.salesEmail,
      subject: t.email.subject,
      text: [
        t.email.greeting,
        '',
        t.email.intro,
        '',
        quoteText(shownLocal),
        '',
        shownLocal.taxNote,
        '',
        `${t.email.open} ${shareUrl}`,
        `${t.email.pdf} ${pdfName}`,
        '',
        t.email.footer,
        '',
      ].join('\n'),
      // The branded HTML twin (server/services/mail/layout.ts): the same words, figures and links.
      html: renderMailHtml({
        locale: meta.locale,
        baseUrl: ctx.env.BASE_URL,
        title: t.email.subject,
        body: [
          textHtml(`${t.email.greeting}\n\n${t.email.intro}`),
          mailPre(quoteText(shownLocal)),
          textHtml(`${shownLocal.taxNote}\n\n${t.email.open} ${shareUrl}\n${t.email.pdf} ${pdfName}`),
        ].join('\n'),
        footer: footerLines(t.email.footer),
      }),
      attachments: [
        { filename: pdfName, content: pdf.toString('base64'), encoding: 'base64', contentType: 'application/pdf' },
      ],
    }
    const sales = quoteSalesMail(
      ctx.env,
      { ...row, id: leadId },
      stored,
      copyHeld ? 'not sent (this address got its unconfirmed emails for today)' : undefined,
    )
    if (!copyHeld) await enqueue(trx, 'mail', subject, visitor, now)
    await enqueue(trx, 'mail', subject, sales, now)
    await enqueue(
      trx,
      'crm',
      subject,
      {
        id: leadId,
        kind: 'quote',
        intent: parsed.intent,
        name: row.name,
        email: row.email,
        phone: row.phone,
        ...crmOrigin(row),
        quote: stored,
        submitted_at: row.created_at,
      },
      now,
    )
    return leadId
  })
  return { id, spam, intent: parsed.intent, copyHeld }
}
