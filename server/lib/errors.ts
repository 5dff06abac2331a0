/**
 * Typed errors thrown by services and routes; server/middleware/error-handler.ts maps them to HTTP.
 *
 * How to (issue 31 item 4: one way to speak French):
 * - Throw a stable code, never a sentence: `new NotFoundError('post.not_found')`,
 *   `new ConflictError('post.conflict', { params: { who, at } })`,
 *   `new ValidationError('validation.invalid', { errors: { title: 'field.required', tags: { code: 'post.tags_max', params: { max: 50 } } } })`.
 * - A code is a key of the one English catalogue (server/i18n/errors-en*.ts, `%{name}` placeholders as
 *   polyglot writes them); add yours there and its French in admin/i18n/messages/server-errors-fr.ts
 *   (typed by the codes: a code without French fails `tsc`). A param may be a nested `{ code, params }`.
 * - The answer is `{ message, code, params?, errors?, errorCodes? }`: `message` and per-field `errors` in
 *   English as before (the API contract), `code`/`params` and per-field `errorCodes` for the admin, which
 *   shows them in the user's language (admin/i18n/server-messages.ts).
 * - Mails and texts the server itself writes in a user's language: `t(locale, key, params)` (server/i18n).
 */
import type { z } from 'zod'
import { english, isErrorCode, type Message, type MessageCode, type Params } from '../i18n/index.js'

/**
 * @deprecated An English sentence instead of a code: accepted while the code is converted (it is
 * answered as it is, with no `code`); this type goes when every throw site uses codes.
 */
type LegacyText = string & { readonly legacyText?: never }
type LegacyErrors = Record<string, string>

/** A per-field error: a code, or a code with its params. */
export type FieldError = MessageCode | Message

export interface ErrorDetails {
  params?: Params
  errors?: Record<string, FieldError | LegacyText>
}

function isDetails(value: ErrorDetails | LegacyErrors): value is ErrorDetails {
  return Object.keys(value).every((key) => key === 'params' || key === 'errors') && typeof value.errors !== 'string'
}

function toMessage(error: FieldError | LegacyText): Message | null {
  if (typeof error !== 'string') return error
  return isErrorCode(error) ? { code: error } : null
}

export class HttpError extends Error {
  /** undefined only for a legacy English sentence. */
  readonly code?: MessageCode
  readonly params?: Params
  /** Per-field errors as codes (`errorCodes` in the answer). */
  readonly fieldCodes?: Record<string, Message>
  /** Per-field errors in English (`errors` in the answer). */
  readonly errors?: Record<string, string>

  constructor(
    readonly status: number,
    code: MessageCode | LegacyText,
    given: ErrorDetails | LegacyErrors = {},
  ) {
    const details: ErrorDetails = isDetails(given) ? given : { errors: given }
    const known = isErrorCode(code)
    super(known ? english(code, details.params) : code)
    this.name = new.target.name
    if (known) this.code = code
    if (details.params) this.params = details.params
    if (details.errors) {
      const fields = Object.entries(details.errors).map(([field, error]) => [field, error, toMessage(error)] as const)
      const coded = fields.filter(([, , m]) => m !== null).map(([field, , m]) => [field, m!] as const)
      if (coded.length) this.fieldCodes = Object.fromEntries(coded)
      this.errors = Object.fromEntries(
        fields.map(([field, error, m]) => [field, m ? english(m.code, m.params) : (error as string)]),
      )
    }
  }
}

export class ValidationError extends HttpError {
  constructor(code: MessageCode | LegacyText = 'validation.invalid', details?: ErrorDetails | LegacyErrors) {
    super(400, code, details)
  }
}

export class UnauthorizedError extends HttpError {
  constructor(code: MessageCode | LegacyText = 'auth.sign_in_required', details?: ErrorDetails | LegacyErrors) {
    super(401, code, details)
  }
}

export class ForbiddenError extends HttpError {
  constructor(code: MessageCode | LegacyText = 'auth.forbidden', details?: ErrorDetails | LegacyErrors) {
    super(403, code, details)
  }
}

export class NotFoundError extends HttpError {
  constructor(code: MessageCode | LegacyText = 'not_found', details?: ErrorDetails | LegacyErrors) {
    super(404, code, details)
  }
}

export class ConflictError extends HttpError {
  constructor(code: MessageCode | LegacyText, details?: ErrorDetails | LegacyErrors) {
    super(409, code, details)
  }
}

export class ServiceUnavailableError extends HttpError {
  constructor(code: MessageCode | LegacyText = 'service.unavailable', details?: ErrorDetails | LegacyErrors) {
    super(503, code, details)
  }
}

/**
 * A schema's refusal of one field: its message is an error code (`z.string('field.not_text')`), a
 * length limit its param (`max`, `min`); an unknown key names itself. Not a code: zod's own English.
 */
export function schemaFieldError(issue: z.core.$ZodIssue): FieldError | LegacyText {
  if (issue.code === 'unrecognized_keys')
    return issue.path.length
      ? { code: 'field.unknown_names', params: { names: issue.keys.join(', ') } }
      : 'field.unknown'
  if (!isErrorCode(issue.message)) return issue.message
  if (issue.code === 'too_big') return { code: issue.message, params: { max: Number(issue.maximum) } }
  if (issue.code === 'too_small') return { code: issue.message, params: { min: Number(issue.minimum) } }
  return issue.message
}

/**
 * 400 on a public form, naming `field`: `text` is already in the visitor's language (the public
 * site's texts, content/{en,fr}).
 */
export function publicFormError(text: string, field: string): ValidationError {
  const message = { code: 'form.text', params: { text } } as const
  return new ValidationError(message.code, { params: message.params, errors: { [field]: message } })
}

/** The JSON answer of an HttpError (the API contract plus its codes). */
export function errorBody(err: HttpError) {
  return {
    message: err.message,
    ...(err.code ? { code: err.code } : {}),
    ...(err.params ? { params: err.params } : {}),
    ...(err.errors ? { errors: err.errors } : {}),
    ...(err.fieldCodes ? { errorCodes: err.fieldCodes } : {}),
  }
}
