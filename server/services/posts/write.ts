import { defaultPostAuthor, defaultPostCategory } from '../../../content/en/blog.js'
import type { Locale } from '../../../content/index.js'
import { isUniqueViolation, type Db } from '../../db/knex.js'
import * as repo from '../../db/repositories/posts.js'
import type { AdminPostRow, PostColumns, PostEditorialColumns } from '../../db/repositories/posts-admin.js'
import { usersRepository } from '../../db/repositories/users.js'
import { ConflictError, ValidationError } from '../../lib/errors.js'
import { postSlug, uniqueSlug } from '../../../shared/posts/slug.js'
import { cleanTags } from './model.js'
import type { PostChanges } from './schema.js'

/**
 * The columns a save writes, from changes the post schema already checked. Only what changes is
 * checked against the database (an author account, a free address, a translation), so a save of
 * the excerpt alone costs no query here.
 */

/** Seeding keeps the articles' original display date and creation time. */
export interface SeedExtras {
  date?: string | null
  createdAt?: string
}

async function freeSlug(db: Db, title: string, exceptId?: number): Promise<string> {
  return uniqueSlug(postSlug(title), (slug) => repo.slugInUse(db, slug, exceptId))
}

/** An address typed in the editor, by the slug rule; another post's address is refused (409). */
async function chosenSlug(db: Db, typed: string, exceptId?: number): Promise<string> {
  const slug = postSlug(typed)
  if (await repo.slugInUse(db, slug, exceptId))
    throw new ConflictError('post.slug_taken', { params: { slug }, errors: { slug: 'post.slug_taken_field' } })
  return slug
}

/** The author select's value: none, or an existing account (authors.ts shows its public profile). */
async function checkedAuthor(db: Db, authorId: number | null | undefined): Promise<number | null> {
  if (!authorId) return null
  if (!(await usersRepository(db).findById(authorId)))
    throw new ValidationError('validation.invalid', { errors: { author_id: 'author.not_a_user' } })
  return authorId
}

/**
 * A translation link must name an existing post of the other language that is not linked to a
 * third post (400 / 409 with the field's message otherwise).
 */
async function checkTranslation(db: Db, selfId: number | undefined, language: Locale, translationId: number) {
  if (translationId === selfId)
    throw new ValidationError('post.translation_self', {
      errors: { translation_id: 'post.translation_other_language' },
    })
  const other = await repo.findById(db, translationId)
  if (!other)
    throw new ValidationError('post.translation_missing', {
      errors: { translation_id: { code: 'post.translation_no_post', params: { id: translationId } } },
    })
  if (other.language === language)
    throw new ValidationError(`post.translation_wrong_language_${language}`, {
      errors: { translation_id: `post.translation_not_${language}` },
    })
  if (other.translation_id !== null && other.translation_id !== undefined && Number(other.translation_id) !== selfId)
    throw new ConflictError('post.translation_taken', { errors: { translation_id: 'post.translation_taken_field' } })
}

/** Links both posts; a link made by a concurrent request in the meantime answers 409, not 500. */
async function linkTranslations(db: Db, id: number, translationId: number) {
  try {
    await repo.linkTranslations(db, id, translationId)
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    throw new ConflictError('post.translation_race', { errors: { translation_id: 'post.translation_taken_field' } })
  }
}

/** The search and sharing columns and the schedule a save sets (trimmed; empty is none). */
function editorialColumns(changes: PostChanges): Partial<PostColumns> {
  const columns: Partial<PostColumns> = {}
  if (changes.publish_at !== undefined) columns.publish_at = changes.publish_at
  if (changes.meta_title !== undefined) columns.meta_title = changes.meta_title?.trim() || null
  if (changes.meta_description !== undefined) columns.meta_description = changes.meta_description?.trim() || null
  if (changes.social_image !== undefined)
    columns.social_image = changes.social_image ? JSON.stringify(changes.social_image) : null
  if (changes.canonical_url !== undefined) columns.canonical_url = changes.canonical_url?.trim() || null
  if (changes.noindex !== undefined) columns.noindex = changes.noindex
  return columns
}

/** Inserts a new post (inside the caller's transaction) and returns its id. */
export async function insertPost(trx: Db, changes: PostChanges & SeedExtras, at: string): Promise<number> {
  const title = changes.title ?? ''
  const slug = changes.slug?.trim() ? await chosenSlug(trx, changes.slug) : await freeSlug(trx, title)
  const createdAt = changes.createdAt ? new Date(changes.createdAt).toISOString() : at
  const published = changes.published ?? false
  const language = changes.language ?? 'en'
  const row: repo.PostWrite & Partial<PostEditorialColumns> = {
    ...editorialColumns(changes),
    title: title.trim(),
    slug,
    excerpt: (changes.excerpt ?? '').trim(),
    content: changes.content ?? '',
    category: changes.category ?? defaultPostCategory,
    author: changes.author?.trim() || defaultPostAuthor,
    date: changes.date?.trim() || null,
    image: changes.image ? JSON.stringify(changes.image) : null,
    tags: JSON.stringify(cleanTags(changes.tags ?? [])),
    featured: changes.featured ?? false,
    published,
    created_at: createdAt,
    updated_at: changes.createdAt ? createdAt : at,
    published_at: published ? createdAt : null,
    language,
    translation_id: null,
    author_id: await checkedAuthor(trx, changes.author_id),
  }
  if (changes.translation_id) await checkTranslation(trx, undefined, language, changes.translation_id)
  await repo.releaseOldSlug(trx, slug)
  const id = await repo.insert(trx, row)
  if (changes.translation_id) await linkTranslations(trx, id, changes.translation_id)
  return id
}

/**
 * The columns an update of `before` writes (inside the caller's transaction), after the links and
 * slug history it implies. A new title makes a new address by the slug rule unless an address was
 * typed; a published post keeps its old address as a 301 (decisions.md "Blog").
 */
export async function patchPost(
  trx: Db,
  before: AdminPostRow,
  changes: PostChanges & SeedExtras,
  at: string,
): Promise<Partial<PostColumns>> {
  const id = Number(before.id)
  const patch: Partial<PostColumns> = { ...editorialColumns(changes), updated_at: at }
  if (changes.title !== undefined) patch.title = changes.title.trim()
  const typed = changes.slug?.trim() ? postSlug(changes.slug) : undefined
  if (typed !== undefined && typed !== before.slug) patch.slug = await chosenSlug(trx, typed, id)
  else if (typed === undefined && changes.slug !== undefined)
    patch.slug = await freeSlug(trx, patch.title ?? before.title, id)
  else if (patch.title !== undefined && patch.title !== before.title) patch.slug = await freeSlug(trx, patch.title, id)
  if (changes.excerpt !== undefined) patch.excerpt = changes.excerpt.trim()
  if (changes.content !== undefined) patch.content = changes.content
  if (changes.category !== undefined) patch.category = changes.category
  if (changes.author !== undefined) patch.author = changes.author.trim() || defaultPostAuthor
  if (changes.date !== undefined) patch.date = changes.date?.trim() || null
  if (changes.image !== undefined) patch.image = changes.image ? JSON.stringify(changes.image) : null
  if (changes.tags !== undefined) patch.tags = JSON.stringify(cleanTags(changes.tags))
  if (changes.featured !== undefined) patch.featured = changes.featured
  const authorId = before.author_id === null || before.author_id === undefined ? null : Number(before.author_id)
  if (changes.author_id !== undefined && changes.author_id !== authorId)
    patch.author_id = await checkedAuthor(trx, changes.author_id)
  if (changes.published !== undefined) {
    patch.published = changes.published
    if (changes.published && !before.published_at) patch.published_at = at
  }
  const current = (before.language === 'fr' ? 'fr' : 'en') satisfies Locale
  const language = changes.language ?? current
  if (changes.language !== undefined) patch.language = changes.language
  const linked = before.translation_id === null ? null : Number(before.translation_id)
  // The link is written on both posts by the repository; the patch carries this post's side too.
  if (changes.translation_id === null) {
    if (linked !== null) await repo.unlinkTranslation(trx, id)
    patch.translation_id = null
  } else if (changes.translation_id !== undefined && (changes.translation_id !== linked || language !== current)) {
    await checkTranslation(trx, id, language, changes.translation_id)
    if (changes.translation_id !== linked) await linkTranslations(trx, id, changes.translation_id)
    patch.translation_id = changes.translation_id
  } else if (language !== current && linked !== null) {
    const other = await repo.findById(trx, linked)
    if (other?.language === language)
      throw new ValidationError(`post.translation_same_${language}`, {
        errors: { language: 'post.translation_change_first' },
      })
  }
  if (patch.slug && patch.slug !== before.slug) {
    await repo.releaseOldSlug(trx, patch.slug)
    if (before.published) await repo.recordOldSlug(trx, before.slug, id, at)
  }
  return patch
}
