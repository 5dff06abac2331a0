import type { Message, ParamValue } from '../../server/i18n/index'

/**
 * The server's error answers in the admin's language. The server answers English `message` and
 * per-field `errors` plus their codes (`code`/`params`, `errorCodes`; server/lib/errors.ts); each code
 * is a polyglot key under `server.` (French: messages/server-errors-fr.ts). A code without a text in
 * the current language keeps the English it came with.
 */
export interface ServerErrorBody {
  message?: string
  code?: string
  params?: Record<string, unknown>
  errors?: Record<string, string>
  errorCodes?: Record<string, Message>
}

export type Translate = (key: string, options?: Record<string, unknown>) => string

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?Z$/

function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && typeof (value as Message).code === 'string'
}

function param(translate: Translate, tag: string, value: unknown): unknown {
  if (isMessage(value)) return translateMessage(translate, tag, value)
  // A moment ("at 23:41 UTC"): in the reader's language.
  if (typeof value === 'string' && ISO_TIME.test(value))
    return `${new Date(value).toLocaleString(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`
  return value
}

/** One coded message in the admin's language; `english` when its code has no text there. */
export function translateMessage(translate: Translate, tag: string, message: Message, english?: string): string {
  const params = Object.entries(message.params ?? {}).map(([name, value]: [string, ParamValue]) => [
    name,
    param(translate, tag, value),
  ])
  return translate(`server.${message.code}`, { ...Object.fromEntries(params), _: english ?? message.code })
}

/** An error answer with its `message` and `errors` in the admin's language (`tag`: 'fr-CA'). */
export function translateServerBody<T extends ServerErrorBody>(body: T, translate: Translate, tag: string): T {
  if (!body || typeof body !== 'object') return body
  const out: T = { ...body }
  if (typeof body.code === 'string')
    out.message = translateMessage(translate, tag, { code: body.code, params: body.params } as Message, body.message)
  if (body.errorCodes && body.errors) {
    const errors = { ...body.errors }
    for (const [field, m] of Object.entries(body.errorCodes))
      if (isMessage(m)) errors[field] = translateMessage(translate, tag, m, body.errors[field])
    out.errors = errors
  }
  return out
}
