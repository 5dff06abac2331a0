import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import type { Env } from '../../env.js'

/** An email as stored in the outbox: everything needed to send it again, identically. */
export interface MailMessage {
  to: string
  from: string
  replyTo?: string
  subject: string
  text: string
  /** The HTML twin of `text` (server/services/mail/layout.ts), when the message has one. */
  html?: string
  /** Files sent with the message (the quote's PDF), base64 so the outbox row stays JSON. */
  attachments?: { filename: string; content: string; encoding: 'base64'; contentType: string }[]
  headers?: Record<string, string>
  /** A calendar invitation (iTIP), sent as the text/calendar part calendars act on (bookings). */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string }
}

export type MailTransportFactory = () => Transporter

/** SMTP when SMTP_URL is set; otherwise messages are rendered to .eml files in DATA_DIR/mail. */
export function defaultMailTransport(env: Env): MailTransportFactory {
  return () =>
    env.SMTP_URL
      ? nodemailer.createTransport({
          url: env.SMTP_URL,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        } as Parameters<typeof nodemailer.createTransport>[0])
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
}

export interface MailSender {
  send(message: MailMessage, idempotencyKey: string): Promise<void>
  close(): void
}

/**
 * Sends outbox mail. The Message-ID is derived from the outbox row id, so a message retried after
 * an uncertain failure carries the same id and receivers can drop the duplicate.
 */
export function createMailSender(env: Env, factory: MailTransportFactory = defaultMailTransport(env)): MailSender {
  let transport: Transporter | undefined
  const domain = new URL(env.BASE_URL).hostname || 'localhost'
  return {
    async send(message, idempotencyKey) {
      transport ??= factory()
      const messageId = `<outbox-${idempotencyKey}@${domain}>`
      const info = (await transport.sendMail({ ...message, messageId })) as { message?: unknown }
      if (!env.SMTP_URL && Buffer.isBuffer(info.message)) {
        const dir = path.join(env.DATA_DIR, 'mail')
        mkdirSync(dir, { recursive: true })
        writeFileSync(path.join(dir, `outbox-${idempotencyKey}.eml`), info.message)
      }
    },
    close() {
      transport?.close()
      transport = undefined
    },
  }
}
