import { emails } from '../../../content/en/emails.js'
import type { Env } from '../../env.js'
import type { MailMessage } from '../mail/mail.js'

interface ReminderFacts {
  name: string
  company: string
  minutes: number
  target: number
  url: string
}

const texts = {
  en: {
    subject: (f: ReminderFacts) => `Lead waiting: ${f.name} (${f.company})`,
    body: (f: ReminderFacts) =>
      `${f.name} (${f.company}) has waited ${f.minutes} business minutes for an answer; the target is ` +
      `${f.target}.\n\nOpen the lead: ${f.url}\n`,
  },
  fr: {
    subject: (f: ReminderFacts) => `Prospect en attente : ${f.name} (${f.company})`,
    body: (f: ReminderFacts) =>
      `${f.name} (${f.company}) attend une réponse depuis ${f.minutes} minutes ouvrables; la cible est de ` +
      `${f.target}.\n\nOuvrir le prospect : ${f.url}\n`,
  },
}

/** The one reminder a lead past its response target gets, in the owner's admin language. */
export function reminderMail(env: Env, locale: 'en' | 'fr', to: string, facts: ReminderFacts): MailMessage {
  const t = texts[locale]
  return { to, from: env.MAIL_FROM ?? emails.from, subject: t.subject(facts), text: t.body(facts) }
}
