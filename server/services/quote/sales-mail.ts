import { localizePath, type Locale } from '../../../content/index.js'
import { emails } from '../../../content/en/emails.js'
import { getQuoteTexts } from '../../../content/quote.js'
import { site } from '../../../content/site.js'
import type { LeadInput } from '../../db/repositories/leads/rows.js'
import type { Env } from '../../env.js'
import type { MailMessage } from '../mail/mail.js'
import { presentQuote, type ShownQuote } from '../../../shared/quote/present.js'
import type { StoredQuote } from './stored.js'

/** One line per figure, for the visitor's copy and the sales inbox. */
export function quoteText(shown: ShownQuote): string {
  return shown.sections
    .map((s) =>
      [
        `${s.title}`,
        ...s.lines.map((l) => `  ${l.label}${l.quantity ? ` × ${l.quantity}` : ''}: ${l.amount}`),
        ...s.taxes.map((x) => `  ${x.label}: ${x.amount}`),
        `  = ${s.total}`,
      ].join('\n'),
    )
    .join('\n\n')
}

/** The visitor's quote page: what they were sent and what sales opens. */
export function quoteShareUrl(env: Env, query: string, locale: Locale): string {
  return `${env.BASE_URL}${localizePath('/pricing/quote', locale)}?${query}`
}

/**
 * The sales inbox's email of a quote lead, in English: who asked, for what (the visitor's intent), the
 * phone for a demo call, every figure and the quote's link. One builder for the lead as it arrives
 * (quote-leads.ts) and for a honeypot-caught one an admin marks "not spam" (leads.ts);
 * `visitorCopy` says why the visitor's own copy did not go, when it did not.
 */
export function quoteSalesMail(
  env: Env,
  lead: LeadInput & { id: number },
  quote: StoredQuote | null,
  visitorCopy?: string,
): MailMessage {
  const en = getQuoteTexts('en')
  const intent = quote?.intent === 'demo' ? 'demo' : 'email'
  const locale: Locale = lead.language === 'fr' ? 'fr' : 'en'
  return {
    to: env.SALES_INBOX ?? site.salesEmail,
    from: env.MAIL_FROM ?? emails.from,
    replyTo: lead.email,
    subject: en.email.salesSubject(lead.name ? `${lead.name} <${lead.email}>` : lead.email, en.email.intents[intent]),
    text: [
      en.email.salesIntro,
      '',
      `Reference: quote-${lead.id}`,
      `Email: ${lead.email}`,
      ...(lead.name ? [`Name: ${lead.name}`] : []),
      ...(lead.phone ? [`Phone: ${lead.phone}`] : []),
      `Language: ${lead.language}`,
      ...(visitorCopy ? [`Visitor copy: ${visitorCopy}`] : []),
      // Every quote lead stores its quote with the row; an unreadable one still tells sales who asked.
      ...(quote
        ? [
            `Tax table: ${quote.taxTableVersion}, catalogue ${quote.catalogueVersion}`,
            '',
            quoteText(presentQuote(quote, en, 'en')),
            '',
            `Quote: ${quoteShareUrl(env, quote.query ?? '', locale)}`,
          ]
        : [lead.message]),
      '',
    ].join('\n'),
  }
}
