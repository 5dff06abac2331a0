import { randomUUID } from 'node:crypto'
import { emails } from '../../../content/en/emails.js'
import type { Env } from '../../env.js'
import { createMailSender, type MailTransportFactory } from '../mail/mail.js'

const texts = {
  en: {
    subject: 'MapleServe: test email from the status page',
    body: 'This test email was sent from the back office status page ({base}) at {when} UTC through the mail transport the server uses for leads and notices. If you read this, outgoing mail works.',
  },
  fr: {
    subject: 'MapleServe : courriel d’essai de la page d’état',
    body: 'Ce courriel d’essai a été envoyé depuis la page d’état de l’administration ({base}) le {when} UTC, par le même moyen d’envoi que les demandes et les avis. Si vous le lisez, l’envoi de courriels fonctionne.',
  },
} as const

export interface TestMailResult {
  to: string
  transport: 'smtp' | 'files'
  ms: number
}

/**
 * Sends one email to `to` at once through the real transport (SMTP_URL, or the .eml drop in
 * DATA_DIR/mail), not through the outbox: the admin sees the transport's own answer. Throws the
 * transport's error.
 */
export async function sendTestMail(
  env: Env,
  factory: MailTransportFactory | undefined,
  to: string,
  locale: 'en' | 'fr',
  now: Date,
): Promise<TestMailResult> {
  const t = texts[locale]
  const sender = createMailSender(env, factory)
  const started = Date.now()
  try {
    await sender.send(
      {
        to,
        from: env.MAIL_FROM ?? emails.from,
        subject: t.subject,
        text: `${t.body.replace('{base}', env.BASE_URL).replace('{when}', now.toISOString().slice(0, 19).replace('T', ' '))}\n`,
      },
      `status-test-${randomUUID()}`,
    )
  } finally {
    sender.close()
  }
  return { to, transport: env.SMTP_URL ? 'smtp' : 'files', ms: Date.now() - started }
}
