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

/** A per-field error: a code, or a code with its params. */
export type FieldError = MessageCode | Message

export interface ErrorDetails {
  params?: Params
  errors?: Record<string, FieldError>
}

function toMessage(error: FieldError): Message {
  return typeof error === 'string' ? { code: error } : error
}

export class HttpError extends Error {
  readonly code: MessageCode
  readonly params?: Params
  /** Per-field errors as codes (`errorCodes` in the answer). */
  readonly fieldCodes?: Record<string, Message>
  /** Per-field errors in English (`errors` in the answer). */
  readonly errors?: Record<string, string>

  constructor(
    readonly status: number,
    code: MessageCode,
    details: ErrorDetails = {},
  ) {
    super(english(code, details.params))
    this.name = new.target.name
    this.code = code
    if (details.params) this.params = details.params
    if (details.errors) {
      const fields = Object.entries(details.errors).map(([field, error]) => [field, toMessage(error)] as const)
      if (fields.length) this.fieldCodes = Object.fromEntries(fields)
      this.errors = Object.fromEntries(fields.map(([field, m]) => [field, english(m.code, m.params)]))
    }
  }
}

export class ValidationError extends HttpError {
  constructor(code: MessageCode = 'validation.invalid', details?: ErrorDetails) {
    super(400, code, details)
  }
}

export class UnauthorizedError extends HttpError {
  constructor(code: MessageCode = 'auth.sign_in_required', details?: ErrorDetails) {
    super(401, code, details)
  }
}

export class ForbiddenError extends HttpError {
  constructor(code: MessageCode = 'auth.forbidden', details?: ErrorDetails) {
    super(403, code, details)
  }
}

export class NotFoundError extends HttpError {
  constructor(code: MessageCode = 'not_found', details?: ErrorDetails) {
    super(404, code, details)
  }
}

export class ConflictError extends HttpError {
  constructor(code: MessageCode, details?: ErrorDetails) {
    super(409, code, details)
  }
}

export class ServiceUnavailableError extends HttpError {
  constructor(code: MessageCode = 'service.unavailable', details?: ErrorDetails) {
    super(503, code, details)
  }
}

/** zod's own refusal (a message the schema did not set: English) as the nearest code. */
function zodOwnError(issue: z.core.$ZodIssue): FieldError {
  if (issue.code === 'invalid_type') {
    const expected = { string: 'field.not_text', boolean: 'field.not_boolean', number: 'field.not_number' } as const
    return expected[issue.expected as keyof typeof expected] ?? 'field.invalid'
  }
  if (issue.code === 'too_big' && issue.origin === 'string')
    return { code: 'field.max_chars', params: { max: Number(issue.maximum) } }
  if (issue.code === 'invalid_value') return 'field.unsupported'
  return 'field.invalid'
}

/**
 * A schema's refusal of one field: its message is an error code (`z.string('field.not_text')`), a
 * length limit its param (`max`, `min`); an unknown key names itself; zod's own English becomes the
 * nearest code (`field.invalid` at worst), so no English sentence reaches the admin.
 */
export function schemaFieldError(issue: z.core.$ZodIssue): FieldError {
  if (issue.code === 'unrecognized_keys')
    return issue.path.length
      ? { code: 'field.unknown_names', params: { names: issue.keys.join(', ') } }
      : 'field.unknown'
  if (!isErrorCode(issue.message)) return zodOwnError(issue)
  if (issue.code === 'too_big') return { code: issue.message, params: { max: Number(issue.maximum) } }
  if (issue.code === 'too_small') return { code: issue.message, params: { min: Number(issue.minimum) } }
  return issue.message
}

/** A public form's text, already in the visitor's language (the public site's texts, content/{en,fr}). */
function formText(text: string): Message {
  return { code: 'form.text', params: { text } }
}

/**
 * 400 on a public form: `message` and each field's error are already in the visitor's language (the
 * public site's texts, content/{en,fr}), carried as `form.text`.
 */
export function publicFormErrors(message: string, errors: Record<string, string>): ValidationError {
  const fields = Object.entries(errors).map(([field, text]) => [field, formText(text)] as const)
  return new ValidationError('form.text', { params: { text: message }, errors: Object.fromEntries(fields) })
}

/** 400 on a public form naming one `field`, its `text` already in the visitor's language. */
export function publicFormError(text: string, field: string): ValidationError {
  return publicFormErrors(text, { [field]: text })
}

/** The JSON answer of an HttpError (the API contract plus its codes). */
export function errorBody(err: HttpError) {
  return {
    message: err.message,
    code: err.code,
    ...(err.params ? { params: err.params } : {}),
    ...(err.errors ? { errors: err.errors } : {}),
    ...(err.fieldCodes ? { errorCodes: err.fieldCodes } : {}),
  }
}
