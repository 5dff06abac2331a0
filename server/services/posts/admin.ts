import type { Db } from '../../db/knex.js'
import * as repo from '../../db/repositories/posts-admin.js'
import { countPostsUsingImage, listForAdmin, type AdminPostQuery } from '../../db/repositories/posts-admin.js'
import { postWriteKeys } from '../../lib/cache-policy.js'
import { csvFile } from '../../lib/csv.js'
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js'
import type { Logger } from '../../lib/logger.js'
import type { CachePurger } from '../system/cache-purge.js'
import { deleteImageSet, type ImageSet } from '../media/media.js'
import { fillLibraryAlts, inLibrary } from '../media/library.js'
import { checkPostMarkdown, describeIssue } from './a11y.js'
import { postRevisions, type Actor, type RevisionData } from './revisions.js'
import { adminLocale, clockTime, postAdminMessages } from './messages.js'
import { createPostsService, toPost, type Post, type PostInput } from './posts.js'

export type { AdminPostQuery }
export type { Actor }

/** A post as the back office reads and writes it: the blog's fields plus the editorial ones. */
export interface AdminPost extends Post {
  /** 'scheduled': a draft that the scheduler publishes at `publish_at`. */
  status: 'published' | 'draft' | 'scheduled'
  publish_at: string | null
  /** Sent back with a save: 409 when someone saved since (optimistic locking). */
  version: number
  meta_title: string | null
  meta_description: string | null
  social_image: ImageSet | null
  canonical_url: string | null
  noindex: boolean
}

export interface EditorialInput {
  publish_at?: string | null
  version?: number
  meta_title?: string | null
  meta_description?: string | null
  social_image?: ImageSet | null
  canonical_url?: string | null
  noindex?: boolean
}

export type AdminPostInput = Partial<PostInput> & EditorialInput

export function toAdminPost(row: repo.AdminPostRow): AdminPost {
  const post = toPost(row)
  const publishAt = row.publish_at ? new Date(row.publish_at).toISOString() : null
  return {
    ...post,
    status: post.published ? 'published' : publishAt ? 'scheduled' : 'draft',
    publish_at: publishAt,
    version: Number(row.version ?? 1),
    meta_title: post.seo.metaTitle,
    meta_description: post.seo.metaDescription,
    social_image: post.seo.socialImage,
    canonical_url: post.seo.canonicalUrl,
    noindex: post.seo.noindex,
  }
}

function splitInput(input: AdminPostInput): { fields: Partial<PostInput>; editorial: EditorialInput } {
  const { publish_at, version, meta_title, meta_description, social_image, canonical_url, noindex, ...fields } = input
  return {
    fields,
    editorial: { publish_at, version, meta_title, meta_description, social_image, canonical_url, noindex },
  }
}

const POSTS_CSV_LIMIT = 10_000
export const POSTS_CSV_HEADER = [
  'id',
  'title',
  'slug',
  'status',
  'language',
  'category',
  'author',
  'featured',
  'tags',
  'created_at',
  'updated_at',
  'publish_at',
] as const

/**
 * The back office on top of the blog's posts service: a list with drafts, scheduling, version
 * checks, revisions, SEO fields and the publish-time accessibility check; image files removed
 * when a post is deleted or its image replaced (a failure there is only logged), and every write
 * purging the edge cache of what it changed (a failed purge is retried by the outbox).
 */
export function postsAdminService(db: Db, logger: Logger, now?: () => Date, purger?: CachePurger) {
  const clock = () => now?.() ?? new Date()
  const posts = createPostsService(db, { logger, now })
  const revisions = postRevisions(db)

  /** A post that leaves the public site (deleted, unpublished) is purged hard: never served again. */
  async function purgeAfter(before: Post | null, after: Post | null): Promise<void> {
    const post = after ?? before
    const withdrawn = Boolean(before?.published) && !after?.published
    if (purger && post) await purger.purge(postWriteKeys(before, after), post, { hard: withdrawn })
  }

  async function releaseImage(image: ImageSet | null, dataDir: string): Promise<void> {
    if (!image) return
    try {
      if ((await countPostsUsingImage(db, image.fallback)) > 0) return
      // The media library keeps its images until they are deleted there (issue 19 item 6).
      if (await inLibrary(db, image)) return
      await deleteImageSet(image, dataDir)
    } catch (err) {
      logger.warn({ err }, 'could not delete the image files of a post')
    }
  }

  /** Images of the media library written without alt text get the library's (the check then sees it). */
  async function withLibraryAlts(input: AdminPostInput): Promise<AdminPostInput> {
    return input.content === undefined ? input : { ...input, content: await fillLibraryAlts(db, input.content) }
  }

  async function getAdmin(id: number, trx: Db = db): Promise<AdminPost> {
    const row = await repo.findAdminRow(trx, id)
    if (!row) throw new NotFoundError('Blog post not found.')
    return toAdminPost(row)
  }

  /** 400 with per-field messages in the admin's language. */
  function checkEditorial(input: EditorialInput, actor: Actor): void {
    const text = postAdminMessages(actor.locale)
    const errors: Record<string, string> = {}
    if (input.publish_at && Number.isNaN(Date.parse(input.publish_at))) errors.publish_at = text.publishAt
    if (input.canonical_url && !/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(input.canonical_url.trim()))
      errors.canonical_url = text.canonical
    if (input.meta_title && input.meta_title.length > 200) errors.meta_title = text.metaTitle
    if (input.meta_description && input.meta_description.length > 400) errors.meta_description = text.metaDescription
    if (Object.keys(errors).length) throw new ValidationError(text.invalid, errors)
  }

  /** Publish (or schedule) only a post whose Markdown passes the accessibility check. */
  function checkAccessibility(content: string, language: 'en' | 'fr', actor: Actor): void {
    const { errors } = checkPostMarkdown(content, language)
    if (!errors.length) return
    throw new ValidationError(postAdminMessages(actor.locale).a11yBlocked(errors.length), {
      content: errors.map((issue) => describeIssue(issue, actor.locale)).join('\n'),
    })
  }

  /**
   * Publish with a future `publish_at` schedules (the post stays a draft until then); Publish
   * without one, or with a past one, publishes now; Save Draft clears any schedule.
   */
  function plan(published: boolean | undefined, publishAt: string | null | undefined) {
    if (published === undefined) return { published: undefined, publishAt: undefined, publishing: false }
    if (!published) return { published: false, publishAt: null, publishing: false }
    const at = publishAt ? new Date(publishAt) : null
    if (at && at.getTime() > clock().getTime())
      return { published: false, publishAt: at.toISOString(), publishing: true }
    return { published: true, publishAt: null, publishing: true }
  }

  function editorialPatch(input: EditorialInput, publishAt: string | null | undefined) {
    const patch: Partial<repo.PostEditorialColumns> = {}
    if (publishAt !== undefined) patch.publish_at = publishAt
    if (input.meta_title !== undefined) patch.meta_title = input.meta_title?.trim() || null
    if (input.meta_description !== undefined) patch.meta_description = input.meta_description?.trim() || null
    if (input.social_image !== undefined)
      patch.social_image = input.social_image ? JSON.stringify(input.social_image) : null
    if (input.canonical_url !== undefined) patch.canonical_url = input.canonical_url?.trim() || null
    if (input.noindex !== undefined) patch.noindex = input.noindex
    return patch
  }

  return {
    async list(query: AdminPostQuery): Promise<{ rows: AdminPost[]; total: number }> {
      const { rows, total } = await listForAdmin(db, query)
      return { rows: (rows as repo.AdminPostRow[]).map(toAdminPost), total }
    },
    get: (id: number) => getAdmin(id),

    /** The first autosave of a new post: a draft (never published, never scheduled) to keep typing in. */
    async createDraft(input: AdminPostInput, actor: Actor): Promise<AdminPost> {
      const { fields, editorial } = splitInput(await withLibraryAlts(input))
      checkEditorial(editorial, actor)
      const id = await db.transaction(async (trx) => {
        const created = await createPostsService(trx, { logger, now }).create(
          { title: '', excerpt: '', content: '', image: null, ...fields, published: false } as PostInput,
          { draft: true },
        )
        await repo.writeEditorial(trx, created.id, editorialPatch({ ...editorial, publish_at: null }, null))
        await revisions.record(trx, created.id, 'created', actor, clock().toISOString())
        return created.id
      })
      return getAdmin(id)
    },

    /** The admin list's CSV export: every post matching the filter, newest first (columns in POSTS_CSV_HEADER). */
    async csv(filter: AdminPostQuery['filter']): Promise<string> {
      const { rows } = await listForAdmin(db, {
        sort: { field: 'created_at', order: 'desc' },
        offset: 0,
        limit: POSTS_CSV_LIMIT,
        filter: { ...filter, ids: undefined },
      })
      return csvFile(
        POSTS_CSV_HEADER,
        (rows as repo.AdminPostRow[])
          .map(toAdminPost)
          .map((p) => [
            p.id,
            p.title,
            p.slug,
            p.status,
            p.language,
            p.category,
            p.author,
            p.featured ? 'yes' : 'no',
            p.tags.join('; '),
            p.createdAt,
            p.updatedAt,
            p.publish_at ?? '',
          ]),
      )
    },

    async create(input: AdminPostInput, actor: Actor): Promise<AdminPost> {
      const { fields, editorial } = splitInput(await withLibraryAlts(input))
      checkEditorial(editorial, actor)
      const schedule = plan(fields.published, editorial.publish_at)
      if (schedule.publishing) checkAccessibility(fields.content ?? '', fields.language ?? 'en', actor)
      const at = clock().toISOString()
      const id = await db.transaction(async (trx) => {
        const created = await createPostsService(trx, { logger, now }).create({
          title: '',
          excerpt: '',
          content: '',
          image: null,
          ...fields,
          published: schedule.published ?? fields.published,
        } as PostInput)
        await repo.writeEditorial(trx, created.id, editorialPatch(editorial, schedule.publishAt))
        await revisions.record(trx, created.id, 'created', actor, at)
        return created.id
      })
      const post = await getAdmin(id)
      await purgeAfter(null, post)
      return post
    },

    async update(id: number, input: AdminPostInput, dataDir: string, actor: Actor): Promise<AdminPost> {
      const { fields, editorial } = splitInput(await withLibraryAlts(input))
      checkEditorial(editorial, actor)
      const before = await getAdmin(id)
      const schedule = plan(fields.published, editorial.publish_at)
      if (schedule.publishing)
        checkAccessibility(fields.content ?? before.content, fields.language ?? before.language, actor)
      const at = clock().toISOString()
      await db.transaction(async (trx) => {
        if (editorial.version !== undefined) {
          if ((await repo.claimVersion(trx, id, editorial.version)) === 0) {
            const text = postAdminMessages(actor.locale)
            const last = await revisions.lastSave(trx, id)
            throw new ConflictError(
              text.conflict(last?.user || text.someone, clockTime(last?.at ?? new Date(at), actor.locale)),
              { version: text.conflictField },
            )
          }
        } else await repo.bumpVersion(trx, id)
        await createPostsService(trx, { logger, now }).update(id, {
          ...fields,
          ...(schedule.published !== undefined ? { published: schedule.published } : {}),
        })
        await repo.writeEditorial(trx, id, editorialPatch(editorial, schedule.publishAt))
        await revisions.record(trx, id, 'saved', actor, at)
      })
      const post = await getAdmin(id)
      await purgeAfter(before, post)
      if (before.image && before.image.fallback !== post.image?.fallback) await releaseImage(before.image, dataDir)
      return post
    },

    async remove(id: number, dataDir: string): Promise<AdminPost> {
      const before = await getAdmin(id)
      await posts.delete(id)
      await purgeAfter(before, null)
      await releaseImage(before.image, dataDir)
      return before
    },

    autosave: (id: number, data: RevisionData, actor: Actor) =>
      revisions.autosave(id, data, actor, clock().toISOString()),
    revisions: (id: number) => revisions.list(id),
    revision: (id: number, revisionId: number, actor: Actor) =>
      revisions.get(id, revisionId, postAdminMessages(actor.locale).revisionMissing),

    /** The editor's live check: the same rules as Publish, messages in the admin's language. */
    async check(content: string, language: 'en' | 'fr', actor: Actor) {
      const report = checkPostMarkdown(await fillLibraryAlts(db, content), language)
      const describe = (issue: (typeof report.errors)[number]) => ({
        ...issue,
        message: describeIssue(issue, actor.locale),
      })
      return { errors: report.errors.map(describe), warnings: report.warnings.map(describe), stats: report.stats }
    },

    /**
     * Publishes every scheduled post whose time has come; safe on several replicas at once (each
     * post is flipped by one conditional UPDATE, so exactly one replica publishes and purges it).
     */
    async publishDue(): Promise<number[]> {
      const nowIso = clock().toISOString()
      const published: number[] = []
      for (const id of await repo.listDueScheduled(db, nowIso)) {
        const row = await repo.findAdminRow(db, id)
        if (!row || (await repo.publishIfDue(db, id, nowIso)) !== 1) continue
        const after = await getAdmin(id)
        await purgeAfter(toAdminPost(row), after)
        logger.info({ postId: id, title: after.title }, 'scheduled post published')
        published.push(id)
      }
      return published
    },

    /** The admin's language for messages (users.locale). */
    async actor(user: { id: number; email: string } | null): Promise<Actor> {
      if (!user) return { id: null, email: '', locale: 'en' }
      return { id: user.id, email: user.email, locale: adminLocale(await repo.userLocale(db, user.id)) }
    },
  }
}

export type PostsAdminService = ReturnType<typeof postsAdminService>
