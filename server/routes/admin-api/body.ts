import { z } from 'zod'
import { schemaFieldError, ValidationError } from '../../lib/errors.js'

export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {})
  if (result.success) return result.data
  const errors: Record<string, ReturnType<typeof schemaFieldError>> = {}
  for (const issue of result.error.issues) {
    const unknown = issue.code === 'unrecognized_keys'
    const field = issue.path.length ? String(issue.path[0]) : unknown ? issue.keys[0] : undefined
    errors[field ?? 'body'] ??= schemaFieldError(issue)
  }
  throw new ValidationError('validation.invalid', { errors })
}

/** Fields the API answers with but never takes: sent back by a whole-record PUT, ignored. */
export const readOnly = z
  .unknown()
  .optional()
  .transform(() => undefined)
