/**
 * The server's one way to speak (issue 31 item 4). Two kinds of text, one English catalogue:
 * - error codes (errors-en.ts): thrown as `new XError(code, { params, errors })` (server/lib/errors.ts),
 *   answered in English plus the code; the admin shows their French (admin/i18n).
 * - texts the server writes itself in a reader's language (mails, reports): `t(locale, key, params)`
 *   over texts-en.ts and texts-fr.ts (texts-fr.ts is typed by the English keys: a missing French
 *   text fails `tsc`).
 * Params are `%{name}` in the texts; a param may be a nested message `{ code, params }`.
 */
import type { Locale } from '../../content/index.js'
import { errorsEn } from './errors-en.js'
import { textsEn } from './texts-en.js'
import { textsFr } from './texts-fr.js'
import { zxcvbnText } from './zxcvbn.js'

export type ErrorCode = keyof typeof errorsEn
/** zxcvbn's own hints ('zxcvbn.warnings.straightRow'), quoted by the weak-password messages. */
type ZxcvbnCode = `zxcvbn.${'warnings' | 'suggestions'}.${string}`
export type MessageCode = ErrorCode | ZxcvbnCode
export type TextKey = keyof typeof textsEn

export interface Message {
  code: MessageCode
  params?: Params
}
/** A Date is a moment: English here, the reader's language in the admin (sent as ISO 8601). */
export type ParamValue = string | number | Date | Message
export type Params = Record<string, ParamValue>

const PLACEHOLDER = /%\{(\w+)\}/g

/** "Nov 27, 2026, 11:41 p.m. UTC" (the admin shows the same moment in its language). */
function englishMoment(date: Date): string {
  return `${date.toLocaleString('en-CA', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`
}

/** `template` with each `%{name}` replaced by its param (a nested message rendered by `render`). */
function interpolate(template: string, params: Params | undefined, render: (m: Message) => string): string {
  if (!params) return template
  return template.replace(PLACEHOLDER, (all, name: string) => {
    const value = params[name]
    if (value === undefined) return all
    if (value instanceof Date) return englishMoment(value)
    return typeof value === 'object' ? render(value) : String(value)
  })
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorsEn, value)
}

/** The English of an error code (a nested message's too). */
export function english(code: MessageCode, params?: Params): string {
  const template = isErrorCode(code) ? errorsEn[code] : (zxcvbnText('en', code) ?? code)
  return interpolate(template, params, (m) => english(m.code, m.params))
}

/** Several messages said one after the other ("Line 2: … Line 3: …"), as one message. */
export function sentences(messages: Message[]): Message {
  return messages.reduceRight((rest, first) => ({ code: 'text.pair', params: { first, rest } }))
}

/** Several messages, one per line, as one message. */
export function lines(messages: Message[]): Message {
  return messages.reduceRight((rest, first) => ({ code: 'text.lines', params: { first, rest } }))
}

const texts = { en: textsEn, fr: textsFr } satisfies Record<Locale, Record<TextKey, string>>

/** A text the server writes in `locale` (mails, reports), its params filled in. */
export function t(locale: Locale, key: TextKey, params?: Params): string {
  return interpolate(texts[locale][key], params, (m) => english(m.code, m.params))
}

/** A success answer `{ message, code }`: English, and the code the admin shows in its language. */
export function said(code: ErrorCode, params?: Params): { message: string; code: ErrorCode; params?: Params } {
  return { message: english(code, params), code, ...(params ? { params } : {}) }
}
