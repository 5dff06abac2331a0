import type { Locale } from '../../../content/index.js'
import type { MailMessage } from '../mail/mail.js'
import { addressIssue, unsubscribeUrl, type RenderedIssue } from './render.js'
import { t } from '../../i18n/index.js'

export interface Addressee {
  baseUrl: string
  from: string
  locale: Locale
  to: string
  /** The subscriber's unsubscribe token (their own link in the headers and the body). */
  token: string
}

/**
 * One subscriber's copy with the headers bulk mail needs (RFC 2919 List-Id; RFC 2369 and 8058
 * one-click List-Unsubscribe, which Gmail and Yahoo require of bulk senders). The Message-ID is
 * set by the sender from the outbox key (one per issue and subscriber).
 */
export function newsletterMessage(rendered: RenderedIssue, who: Addressee): MailMessage {
  const url = unsubscribeUrl(who.baseUrl, who.locale, who.token)
  const copy = addressIssue(rendered, url)
  const host = new URL(who.baseUrl).hostname || 'localhost'
  return {
    to: who.to,
    from: who.from,
    subject: copy.subject,
    text: copy.text,
    html: copy.html,
    headers: {
      'List-Id': `${t(who.locale, 'mail.newsletter.list_name')} <newsletter-${who.locale}.${host}>`,
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      Precedence: 'bulk',
    },
  }
}
