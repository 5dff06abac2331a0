import { z } from 'zod'
import { blogCategories } from '../../../content/en/blog.js'
import { locales } from '../../../content/index.js'
import { ValidationError } from '../../lib/errors.js'
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
export const markdownSchema = z.string('Must be text').max(100_000, 'At most 100,000 characters')

const categoryNames = blogCategories.map((c) => c.name) as [string, ...string[]]

/** An empty select sends '' or null: none. */
const optionalId = (message: string) =>
  z.union([z.literal('').transform(() => null), z.null(), z.number().int().positive()], { error: message })

const text = z.string('Must be text')

/** Every field an editor may write. */
export const postFields = z.object({
  title: text.refine((v) => v.trim().length <= 200, 'Title must be at most 200 characters'),
  excerpt: text,
  content: markdownSchema,
  category: z.enum(categoryNames, 'Choose a category from the list'),
  author: text.max(120, 'Author must be at most 120 characters'),
  image: imageSetSchema.nullable(),
  tags: z
    .array(text.max(100, 'Tags must be at most 100 characters'), 'Must be a list of tags')
    .max(50, 'At most 50 tags'),
  featured: z.boolean('Must be true or false'),
  published: z.boolean('Must be true or false'),
  language: z.enum(locales, "Language must be 'en' (English) or 'fr' (French)"),
  translation_id: optionalId('Translation must be the id of a post'),
  // The author select (admin/users/AuthorInput.tsx): a user id; empty means none.
  author_id: optionalId('Author must be a user'),
  /** The post's address; empty: made from the title (product-spec slug rule). */
  slug: text.max(200, 'At most 200 characters'),
  // Scheduling, optimistic locking and SEO (issue 19).
  publish_at: z
    .union([z.literal('').transform(() => null), z.null(), z.string().max(40, 'Not a date and time')], {
      error: 'Not a date and time',
    })
    .refine((v) => v === null || !Number.isNaN(Date.parse(v)), 'Not a date and time'),
  version: z.number('Must be a number').int().positive(),
  meta_title: text.max(200, 'At most 200 characters').nullable(),
  meta_description: text.max(400, 'At most 400 characters').nullable(),
  social_image: imageSetSchema.nullable(),
  canonical_url: text
    .max(2000, 'At most 2000 characters')
    .refine(
      (v) => !v.trim() || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v.trim()),
      'Must be a full address starting with https:// or http://',
    )
    .nullable(),
  noindex: z.boolean('Must be true or false'),
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
  title: 'Title is required',
  excerpt: 'Excerpt is required',
  content: 'Content is required',
  image: 'Image is required',
} as const

function missing(changes: PostChanges, kind: PostSaveKind): Record<string, string> {
  const fields = Object.keys(required) as (keyof typeof required)[]
  const checked =
    kind === 'create' ? fields : kind === 'draft' ? (['title'] as const) : fields.filter((f) => f in changes)
  const errors: Record<string, string> = {}
  for (const field of checked) {
    const value = changes[field]
    if (typeof value === 'string' ? !value.trim() : !value) errors[field] = required[field]
  }
  return errors
}

function refused(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const unknown = issue.code === 'unrecognized_keys'
    const field = issue.path.length ? String(issue.path[0]) : unknown ? issue.keys[0] : undefined
    const nested = issue.path.length > 0
    errors[field ?? 'body'] ??= unknown
      ? nested
        ? `Unknown field ${issue.keys.join(', ')}`
        : 'Unknown field'
      : issue.message
  }
  return errors
}

function checked(schema: z.ZodType<PostChanges>, input: unknown, kind: PostSaveKind): PostChanges {
  const result = schema.safeParse(input ?? {})
  const errors = result.success ? missing(result.data, kind) : refused(result.error)
  if (!result.success || Object.keys(errors).length)
    throw new ValidationError('Please correct the highlighted fields.', errors)
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
