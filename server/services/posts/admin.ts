import type { Db } from '../../db/knex.js'
import * as repo from '../../db/repositories/posts-admin.js'
import { countPostsUsingImage, listForAdmin, type AdminPostQuery } from '../../db/repositories/posts-admin.js'
import { postWriteKeys } from '../../lib/cache-policy.js'
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js'
import type { Logger } from '../../lib/logger.js'
import type { Locale } from '../../../content/index.js'
import type { CachePurger } from '../system/cache-purge.js'
import { deleteImageSet, type ImageSet } from '../media/media.js'
import { fillLibraryAlts, inLibrary } from '../media/library.js'
import { checkPostMarkdown, issueMessage } from './a11y.js'
import { english, lines } from '../../i18n/index.js'
import { toLocale } from '../../lib/form-i18n.js'
import { postsCsv, POSTS_CSV_LIMIT } from './csv.js'
import { toAdminPost, type AdminPost, type Post } from './model.js'
import type { PostsService } from './posts.js'
import type { PreviewLinks } from './preview.js'
import { postRevisions, revisionData, type Actor, type RevisionData } from './revisions.js'
import type { PostChanges } from './schema.js'
import { insertPost, patchPost } from './write.js'

export type { AdminPost, AdminPostQuery, Actor }

export interface PostsAdminDeps {
  db: Db
  /** Deletes (and the slug history with them). */
  posts: PostsService
  logger: Logger
  /** Where uploaded images live: a replaced or deleted post's image files are removed there. */
  dataDir: string
  previews: PreviewLinks
  now?: () => Date
  /** Every write purges the edge cache of what it changed (a failed purge is retried by the outbox). */
  purger?: CachePurger
}

/**
 * The back office on top of the blog's posts: a list with drafts, scheduling, version checks,
 * revisions and autosaves, SEO fields, preview links and the publish-time accessibility check;
 * image files removed when a post is deleted or its image replaced (a failure there is only logged).
 */
export function createPostsAdminService(deps: PostsAdminDeps) {
  const { db, logger, purger } = deps
  const clock = () => deps.now?.() ?? new Date()
  const revisions = postRevisions(db)

  /** A post that leaves the public site (deleted, unpublished) is purged hard: never served again. */
  async function purgeAfter(before: Post | null, after: Post | null): Promise<void> {
    const post = after ?? before
    const withdrawn = Boolean(before?.published) && !after?.published
    if (purger && post) await purger.purge(postWriteKeys(before, after), post, { hard: withdrawn })
  }

  async function releaseImage(image: ImageSet | null): Promise<void> {
    if (!image) return
    try {
      if ((await countPostsUsingImage(db, image.fallback)) > 0) return
      // The media library keeps its images until they are deleted there (issue 19 item 6).
      if (await inLibrary(db, image)) return
      await deleteImageSet(image, deps.dataDir)
    } catch (err) {
      logger.warn({ err }, 'could not delete the image files of a post')
    }
  }

  /** Images of the media library written without alt text get the library's (the check then sees it). */
  async function withLibraryAlts(changes: PostChanges): Promise<PostChanges> {
    return changes.content === undefined ? changes : { ...changes, content: await fillLibraryAlts(db, changes.content) }
  }

  async function findRow(id: number): Promise<repo.AdminPostRow> {
    const row = await repo.findAdminRow(db, id)
    if (!row) throw new NotFoundError('post.not_found')
    return row
  }

  /** Publish (or schedule) only a post whose Markdown passes the accessibility check. */
  function checkAccessibility(content: string, language: Locale, _actor: Actor): void {
    const { errors } = checkPostMarkdown(content, language)
    if (!errors.length) return
    throw new ValidationError(errors.length === 1 ? 'post.a11y_blocked_one' : 'post.a11y_blocked', {
      params: { count: errors.length },
      errors: { content: lines(errors.map(issueMessage)) },
    })
  }

  /**
   * Publish with a future `publish_at` schedules (the post stays a draft until then); Publish
   * without one, or with a past one, publishes now; Save Draft clears any schedule.
   */
  function plan(changes: PostChanges): PostChanges {
    const { published, publish_at: _ignored, ...rest } = changes
    if (published === undefined) return rest
    if (!published) return { ...rest, published: false, publish_at: null }
    const at = changes.publish_at ? new Date(changes.publish_at) : null
    if (at && at.getTime() > clock().getTime()) return { ...rest, published: false, publish_at: at.toISOString() }
    return { ...rest, published: true, publish_at: null }
  }

  /** Publishing, or scheduling to publish. */
  const publishing = (changes: PostChanges) => changes.published === true || Boolean(changes.publish_at)

  /** 409: who saved since this editor opened the post, and when (read in the save's transaction). */
  async function conflict(trx: Db, id: number, _actor: Actor, at: string): Promise<never> {
    const last = await revisions.lastSave(trx, id)
    throw new ConflictError('post.conflict', {
      params: { who: last?.user || { code: 'post.someone' }, at: last?.at ?? new Date(at) },
      errors: { version: 'post.conflict_field' },
    })
  }

  async function insert(changes: PostChanges, actor: Actor): Promise<AdminPost> {
    const at = clock().toISOString()
    const id = await db.transaction(async (trx) => {
      const created = await insertPost(trx, changes, at)
      const row = await repo.findAdminRow(trx, created)
      await revisions.record(trx, created, 'created', actor, at, revisionData(row!))
      return created
    })
    return toAdminPost(await findRow(id))
  }

  return {
    async list(query: AdminPostQuery): Promise<{ rows: AdminPost[]; total: number }> {
      const { rows, total } = await listForAdmin(db, query)
      return { rows: (rows as repo.AdminPostRow[]).map(toAdminPost), total }
    },

    get: async (id: number) => toAdminPost(await findRow(id)),

    /** The first autosave of a new post: a draft (never published, never scheduled) to keep typing in. */
    async createDraft(changes: PostChanges, actor: Actor): Promise<AdminPost> {
      return insert({ ...(await withLibraryAlts(changes)), published: false, publish_at: null }, actor)
    },

    /** The admin list's CSV export: every post matching the filter, newest first. */
    async csv(filter: AdminPostQuery['filter']): Promise<string> {
      const { rows } = await listForAdmin(db, {
        sort: { field: 'created_at', order: 'desc' },
        offset: 0,
        limit: POSTS_CSV_LIMIT,
        filter: { ...filter, ids: undefined },
      })
      return postsCsv((rows as repo.AdminPostRow[]).map(toAdminPost))
    },

    async create(changes: PostChanges, actor: Actor): Promise<AdminPost> {
      const planned = plan(await withLibraryAlts(changes))
      if (publishing(planned)) checkAccessibility(planned.content ?? '', planned.language ?? 'en', actor)
      const post = await insert(planned, actor)
      await purgeAfter(null, post)
      return post
    },

    /**
     * One read of the post, then one transaction: the columns that change and the next version in
     * one UPDATE (409 when someone saved since `version`), and the revision of what it saved.
     */
    async update(id: number, changes: PostChanges, actor: Actor): Promise<{ before: AdminPost; post: AdminPost }> {
      const planned = plan(await withLibraryAlts(changes))
      const row = await findRow(id)
      const before = toAdminPost(row)
      if (publishing(planned))
        checkAccessibility(planned.content ?? before.content, planned.language ?? before.language, actor)
      const at = clock().toISOString()
      const saved = await db.transaction(async (trx) => {
        const patch = await patchPost(trx, row, planned, at)
        if ((await repo.saveIfVersion(trx, id, patch, planned.version)) === 0) return conflict(trx, id, actor, at)
        const after: repo.AdminPostRow = { ...row, ...patch, version: Number(row.version) + 1 }
        await revisions.record(trx, id, 'saved', actor, at, revisionData(after))
        return after
      })
      const post = toAdminPost(saved)
      await purgeAfter(before, post)
      if (before.image && before.image.fallback !== post.image?.fallback) await releaseImage(before.image)
      return { before, post }
    },

    async remove(id: number): Promise<AdminPost> {
      const before = toAdminPost(await findRow(id))
      await deps.posts.delete(id)
      await purgeAfter(before, null)
      await releaseImage(before.image)
      return before
    },

    async autosave(id: number, data: RevisionData, actor: Actor) {
      return revisions.autosave(id, data, actor, clock().toISOString())
    },
    /** The autosave typed since the last save (reload, another browser, a crash), or null. */
    async pendingAutosave(id: number) {
      await findRow(id)
      return revisions.pendingAutosave(id)
    },
    discardAutosave: (id: number, revisionId: number, _actor: Actor) =>
      revisions.discardAutosave(id, revisionId, 'post.revision_missing'),
    revisions: async (id: number) => {
      await findRow(id)
      return revisions.list(id)
    },
    revision: (id: number, revisionId: number, _actor: Actor) => revisions.get(id, revisionId, 'post.revision_missing'),

    /** A link to the post as it will look, for a colleague without an account (24 h). */
    async previewLink(id: number) {
      await findRow(id)
      return deps.previews.link(id)
    },

    /** The editor's live check: the same rules as Publish; each message in English plus its code (`messageCode`). */
    async check(content: string, language: Locale, _actor: Actor) {
      const report = checkPostMarkdown(await fillLibraryAlts(db, content), language)
      const describe = (issue: (typeof report.errors)[number]) => {
        const messageCode = issueMessage(issue)
        return { ...issue, message: english(messageCode.code, messageCode.params), messageCode }
      }
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
        const after = toAdminPost(await findRow(id))
        await purgeAfter(toAdminPost(row), after)
        logger.info({ postId: id, title: after.title }, 'scheduled post published')
        published.push(id)
      }
      return published
    },

    /** Who acts, in the language of their account (the session carries it: no query). */
    actor(user: { id: number; email: string; locale?: string | null } | null): Actor {
      if (!user) return { id: null, email: '', locale: 'en' }
      return { id: user.id, email: user.email, locale: toLocale(user.locale) }
    },
  }
}

export type PostsAdminService = ReturnType<typeof createPostsAdminService>
