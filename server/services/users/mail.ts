import type { Db } from '../../db/knex.js'
import type { Env } from '../../env.js'
import { emails } from '../../../content/en/emails.js'
import type { UserRow } from '../../db/repositories/users.js'
import type { MailMessage } from '../mail/mail.js'
import { enqueue } from '../mail/outbox.js'

export type AccountNotice = '2fa_disabled' | 'password_changed' | 'new_device'

interface Facts {
  when: string
  ip: string
  device: string
}

const texts: Record<'en' | 'fr', Record<AccountNotice, { subject: string; body: string }> & { footer: string }> = {
  en: {
    '2fa_disabled': {
      subject: 'Two-factor sign-in was turned off',
      body: 'Two-factor sign-in was turned off for your MapleServe back-office account.',
    },
    password_changed: {
      subject: 'Your password was changed',
      body: 'The password of your MapleServe back-office account was changed.',
    },
    new_device: {
      subject: 'New sign-in to your account',
      body: 'Your MapleServe back-office account was signed in to from a new device.',
    },
    footer:
      'When: {when}\nDevice: {device}\nIP address: {ip}\n\nIf this was not you, change your password now and sign out of every other session in Settings, then tell an administrator.',
  },
  fr: {
    '2fa_disabled': {
      subject: 'La connexion à deux facteurs a été désactivée',
      body: 'La connexion à deux facteurs a été désactivée pour votre compte d’administration MapleServe.',
    },
    password_changed: {
      subject: 'Votre mot de passe a été modifié',
      body: 'Le mot de passe de votre compte d’administration MapleServe a été modifié.',
    },
    new_device: {
      subject: 'Nouvelle connexion à votre compte',
      body: 'Une connexion à votre compte d’administration MapleServe a eu lieu depuis un nouvel appareil.',
    },
    footer:
      'Quand : {when}\nAppareil : {device}\nAdresse IP : {ip}\n\nSi ce n’était pas vous, changez votre mot de passe maintenant, déconnectez toutes les autres sessions dans Paramètres, puis prévenez un administrateur.',
  },
}

/** The security notice in the user's admin language, as an outbox message. */
export function accountNotice(
  env: Pick<Env, 'MAIL_FROM'>,
  user: UserRow,
  kind: AccountNotice,
  facts: Facts,
): MailMessage {
  const t = texts[user.locale === 'fr' ? 'fr' : 'en']
  const footer = t.footer.replace('{when}', facts.when).replace('{device}', facts.device).replace('{ip}', facts.ip)
  return {
    to: user.email,
    from: env.MAIL_FROM ?? emails.from,
    subject: `MapleServe: ${t[kind].subject}`,
    text: `${t[kind].body}\n\n${footer}\n`,
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
