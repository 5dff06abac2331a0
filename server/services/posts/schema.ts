import { z } from 'zod'
import { blogCategories } from '../../../content/en/blog.js'
import { locales } from '../../../content/index.js'
import { schemaFieldError, ValidationError } from '../../lib/errors.js'
import type { ErrorCode } from '../../i18n/index.js'
import { imageSetSchema } from '../media/image-set.js'

/**
 * The post resource's one schema (issue 31 item 3): the admin API parses a body with it and the
 * posts services take what it returns, so a save is checked once and every refused field is named
 * in the same 400. What needs the database (an author that exists, a free slug, a translation of
 * the other language) is the service's.
 */

/**
 * A post's Markdown: about 15,000 words, far beyond any post. Parsing costs 2 to 7 µs a character
 * in the worst case ('[' or '![' repeated), so 490,000 characters kept a core busy for seconds.
 */
export const markdownSchema = z.string('field.not_text').max(100_000, 'field.content_max')

const categoryNames = blogCategories.map((c) => c.name) as [string, ...string[]]

/** An empty select sends '' or null: none. */
const optionalId = (message: ErrorCode) =>
  z.union([z.literal('').transform(() => null), z.null(), z.number().int().positive()], { error: message })

const text = z.string('field.not_text')

/** Every field an editor may write. */
const postFields = z.object({
  title: text.refine((v) => v.trim().length <= 200, 'post.title_max'),
  excerpt: text,
  content: markdownSchema,
  category: z.enum(categoryNames, 'post.category_invalid'),
  author: text.max(120, 'post.author_max'),
  image: imageSetSchema.nullable(),
  tags: z.array(text.max(100, 'post.tag_max'), 'post.tags_list').max(50, 'post.tags_max'),
  featured: z.boolean('field.not_boolean'),
  published: z.boolean('field.not_boolean'),
  language: z.enum(locales, 'post.language_invalid'),
  translation_id: optionalId('post.translation_invalid'),
  // The author select (admin/users/AuthorInput.tsx): a user id; empty means none.
  author_id: optionalId('author.not_a_user'),
  /** The post's address; empty: made from the title (product-spec slug rule). */
  slug: text.max(200, 'field.max_chars'),
  // Scheduling, optimistic locking and SEO (issue 19).
  publish_at: z
    .union([z.literal('').transform(() => null), z.null(), z.string().max(40, 'field.not_a_datetime')], {
      error: 'field.not_a_datetime',
    })
    .refine((v) => v === null || !Number.isNaN(Date.parse(v)), 'field.not_a_datetime'),
  version: z.number('field.not_number').int().positive(),
  meta_title: text.max(200, 'field.max_chars').nullable(),
  meta_description: text.max(400, 'field.max_chars').nullable(),
  social_image: imageSetSchema.nullable(),
  canonical_url: text
    .max(2000, 'field.max_chars')
    .refine((v) => !v.trim() || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v.trim()), 'post.canonical_invalid')
    .nullable(),
  noindex: z.boolean('field.not_boolean'),
})

/** What a save changes: any of the fields, each already checked. */
export type PostChanges = Partial<z.output<typeof postFields>>

/** Fields the API answers with but never takes: sent back by a whole-record PUT, ignored. */
const readOnly = z
  .unknown()
  .optional()
  .transform(() => undefined)

/** A request body: only known fields (a record read back may be sent whole: its read-only fields are dropped). */
const postBody = postFields
  .partial()
  .extend({
    status: readOnly,
    seo: readOnly,
    id: readOnly,
    date: readOnly,
    createdAt: readOnly,
    updatedAt: readOnly,
    publishedAt: readOnly,
    preview_url: readOnly,
  })
  .strict()

/**
 * 'create': a new post needs title, excerpt, content and image; 'draft': the editor's first
 * autosave needs only a title; 'update': a field that is sent may not be emptied.
 */
export type PostSaveKind = 'create' | 'draft' | 'update'

const required = {
  title: 'post.title_required',
  excerpt: 'post.excerpt_required',
  content: 'post.content_required',
  image: 'post.image_required',
} as const

type FieldErrors = Record<string, ReturnType<typeof schemaFieldError>>

function missing(changes: PostChanges, kind: PostSaveKind): FieldErrors {
  const fields = Object.keys(required) as (keyof typeof required)[]
  const checked =
    kind === 'create' ? fields : kind === 'draft' ? (['title'] as const) : fields.filter((f) => f in changes)
  const errors: FieldErrors = {}
  for (const field of checked) {
    const value = changes[field]
    if (typeof value === 'string' ? !value.trim() : !value) errors[field] = required[field]
  }
  return errors
}

function refused(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const unknown = issue.code === 'unrecognized_keys'
    const field = issue.path.length ? String(issue.path[0]) : unknown ? issue.keys[0] : undefined
    errors[field ?? 'body'] ??= schemaFieldError(issue)
  }
  return errors
}

function checked(schema: z.ZodType<PostChanges>, input: unknown, kind: PostSaveKind): PostChanges {
  const result = schema.safeParse(input ?? {})
  const errors = result.success ? missing(result.data, kind) : refused(result.error)
  if (!result.success || Object.keys(errors).length) throw new ValidationError('validation.invalid', { errors })
  const changes: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(result.data)) if (value !== undefined) changes[field] = value
  return changes as PostChanges
}

/** Parses a request body; one 400 names every refused field ({ field: message }, ra-data-simple-rest). */
export function parsePost(body: unknown, kind: PostSaveKind): PostChanges {
  return checked(postBody, body, kind)
}

/** The same checks for a post written by the server itself (seeding): other keys are left to the caller. */
export function checkPost(input: object, kind: PostSaveKind): PostChanges {
  return checked(postFields.partial(), input, kind)
}
