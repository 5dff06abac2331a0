import type { Db } from '../../db/knex.js'
import type { Env } from '../../env.js'
import { emails } from '../../../content/en/emails.js'
import type { UserRow } from '../../db/repositories/users.js'
import type { MailMessage } from '../mail/mail.js'
import { enqueue } from '../mail/outbox.js'
import { t } from '../../i18n/index.js'
import { toLocale } from '../../lib/form-i18n.js'

export type AccountNotice = '2fa_disabled' | 'password_changed' | 'new_device'

interface Facts {
  when: string
  ip: string
  device: string
}

/** The security notice in the user's admin language, as an outbox message. */
function accountNotice(env: Pick<Env, 'MAIL_FROM'>, user: UserRow, kind: AccountNotice, facts: Facts): MailMessage {
  const locale = toLocale(user.locale)
  return {
    to: user.email,
    from: env.MAIL_FROM ?? emails.from,
    subject: t(locale, 'mail.account.subject_prefix', { subject: t(locale, `mail.account.${kind}.subject`) }),
    text: `${t(locale, `mail.account.${kind}.body`)}\n\n${t(locale, 'mail.account.footer', { ...facts })}\n`,
  }
}

/** Queues the notice (delivered by the outbox worker, retried on failure). */
export async function queueAccountNotice(
  db: Db,
  env: Pick<Env, 'MAIL_FROM'>,
  user: UserRow,
  kind: AccountNotice,
  facts: Facts,
  now: Date,
): Promise<void> {
  await enqueue(db, 'mail', { type: 'user', id: user.id }, accountNotice(env, user, kind, facts), now)
}
