import { randomUUID } from 'node:crypto'
import { emails } from '../../../content/en/emails.js'
import type { Env } from '../../env.js'
import type { Locale } from '../../../content/index.js'
import { t } from '../../i18n/index.js'
import { createMailSender, type MailTransportFactory } from '../mail/mail.js'

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
  locale: Locale,
  now: Date,
): Promise<TestMailResult> {
  const sender = createMailSender(env, factory)
  const started = Date.now()
  try {
    await sender.send(
      {
        to,
        from: env.MAIL_FROM ?? emails.from,
        subject: t(locale, 'mail.status_test.subject'),
        text: `${t(locale, 'mail.status_test.body', { base: env.BASE_URL, when: now.toISOString().slice(0, 19).replace('T', ' ') })}\n`,
      },
      `status-test-${randomUUID()}`,
    )
  } finally {
    sender.close()
  }
  return { to, transport: env.SMTP_URL ? 'smtp' : 'files', ms: Date.now() - started }
}
