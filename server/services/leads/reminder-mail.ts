import { emails } from '../../../content/en/emails.js'
import type { Env } from '../../env.js'
import type { Locale } from '../../../content/index.js'
import { t } from '../../i18n/index.js'
import type { MailMessage } from '../mail/mail.js'

interface ReminderFacts {
  name: string
  company: string
  minutes: number
  target: number
  url: string
}

/** The one reminder a lead past its response target gets, in the owner's admin language. */
export function reminderMail(env: Env, locale: Locale, to: string, facts: ReminderFacts): MailMessage {
  return {
    to,
    from: env.MAIL_FROM ?? emails.from,
    subject: t(locale, 'mail.lead_reminder.subject', { ...facts }),
    text: t(locale, 'mail.lead_reminder.body', { ...facts }),
  }
}
