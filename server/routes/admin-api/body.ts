import { z } from 'zod'
import { ValidationError, type FieldError } from '../../lib/errors.js'
import { isErrorCode } from '../../i18n/index.js'

/** A schema's message is an error code (`z.string({ error: 'field.not_text' })`); a length limit is its param. */
function fieldError(issue: z.core.$ZodIssue): FieldError | string {
  if (!isErrorCode(issue.message)) return issue.message
  if (issue.code === 'too_big') return { code: issue.message, params: { max: Number(issue.maximum) } }
  if (issue.code === 'too_small') return { code: issue.message, params: { min: Number(issue.minimum) } }
  return issue.message
}

/**
 * Admin API bodies, checked with zod before any service sees them: known fields only (a record
 * read back from the API may be sent whole, so its read-only fields are accepted and dropped), and
 * a 400 naming each field, as ra-data-simple-rest expects ({ message, errors: { field: message } }).
 */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {})
  if (result.success) return result.data
  const errors: Record<string, FieldError | string> = {}
  for (const issue of result.error.issues) {
    const unknown = issue.code === 'unrecognized_keys'
    const field = issue.path.length ? String(issue.path[0]) : unknown ? issue.keys[0] : undefined
    const nested = issue.path.length > 0
    errors[field ?? 'body'] ??= unknown
      ? nested
        ? { code: 'field.unknown_names', params: { names: issue.keys.join(', ') } }
        : 'field.unknown'
      : fieldError(issue)
  }
  throw new ValidationError('validation.invalid', { errors })
}

/** Fields the API answers with but never takes: sent back by a whole-record PUT, ignored. */
export const readOnly = z
  .unknown()
  .optional()
  .transform(() => undefined)

export { imageSetSchema as imageSet } from '../../services/media/image-set.js'
