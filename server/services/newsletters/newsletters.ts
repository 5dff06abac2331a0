import type { Locale } from '../../../content/index.js'
import type { Db } from '../../db/knex.js'
import {
  countIssue,
  listProblems,
  skipPending,
  type IssueCounts,
  type ProblemRow,
} from '../../db/repositories/newsletter-recipients.js'
import {
  deleteNewsletter,
  findNewsletter,
  findSentBySlug,
  insertNewsletter,
  lastSentAt,
  latestStarted,
  listNewsletters,
  listSent,
  updateNewsletter,
  type NewsletterListOptions,
  type NewsletterRow,
} from '../../db/repositories/newsletters.js'
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js'
import type { MailSender } from '../mail/mail.js'
import type { Post } from '../posts/model.js'
import { addressIssue, renderIssue, type FeaturedPost, type RenderedIssue } from './render.js'
import { newsletterMessage } from './message.js'
import { archiveKeys, startIssue, type StartDeps } from './start.js'
import {
  newsletterSchema,
  parseWith,
  scheduleSchema,
  toNewsletter,
  type Newsletter,
  type NewsletterInput,
} from './schema.js'
import { t } from '../../i18n/index.js'

export interface NewslettersDeps extends StartDeps {
  db: Db
  baseUrl: string
  mailFrom: string
  posts: { listAllPublished(options: { language?: Locale }): Promise<Post[]> }
  /** Sends test copies at once (not through the outbox: the editor sees the SMTP answer). */
  mail: Pick<MailSender, 'send'>
}

export interface NewsletterReport extends IssueCounts {
  recipients: number
  problems: ProblemRow[]
}

/** How many posts an issue features by default (the newest published since the last issue). */
const DEFAULT_POSTS = 6
const EDITABLE = ['draft', 'scheduled'] as const

function toFeatured(post: Post): FeaturedPost {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    image: post.image
      ? { url: post.image.fallback, width: post.image.width, height: post.image.height, alt: post.image.alt }
      : null,
  }
}

/**
 * The monthly newsletter (issue 34): issues per language, composed, previewed, tested, scheduled
 * or sent now, cancelled, reported; the public archive reads the issues that went out.
 */
export function createNewslettersService(deps: NewslettersDeps) {
  const { db } = deps
  const now = () => deps.clock().toISOString()

  async function load(id: number): Promise<NewsletterRow> {
    const row = await findNewsletter(db, id)
    if (!row) throw new NotFoundError('newsletter.not_found')
    return row
  }

  /** The featured posts, published and in the issue's language, in the chosen order. */
  async function featured(language: Locale, ids: number[]): Promise<FeaturedPost[]> {
    if (!ids.length) return []
    const byId = new Map((await deps.posts.listAllPublished({ language })).map((p) => [p.id, p]))
    return ids.flatMap((id) => {
      const post = byId.get(id)
      return post ? [toFeatured(post)] : []
    })
  }

  async function checkPosts(language: Locale, ids: number[]): Promise<void> {
    const found = new Set((await featured(language, ids)).map((p) => p.id))
    const missing = ids.find((id) => !found.has(id))
    if (missing !== undefined)
      throw new ValidationError('validation.invalid', {
        errors: { postIds: { code: 'newsletter.post_unknown', params: { id: missing } } },
      })
  }

  /** The posts published in `language` since its last issue went out, newest first. */
  async function postsSinceLastIssue(language: Locale, exceptId?: number): Promise<number[]> {
    const since = await lastSentAt(db, language, exceptId)
    const posts = await deps.posts.listAllPublished({ language })
    return posts
      .filter((p) => !since || (p.publishedAt ?? p.createdAt) > since)
      .slice(0, DEFAULT_POSTS)
      .map((p) => p.id)
  }

  async function rendered(row: NewsletterRow): Promise<RenderedIssue> {
    const issue = toNewsletter(row)
    return renderIssue(issue, await featured(issue.language, issue.postIds), deps.baseUrl)
  }

  return {
    async list(options: NewsletterListOptions): Promise<{ items: Newsletter[]; total: number }> {
      const { rows, total } = await listNewsletters(db, options)
      return { items: rows.map(toNewsletter), total }
    },

    async get(id: number): Promise<Newsletter> {
      return toNewsletter(await load(id))
    },

    async create(body: unknown, userId: number | null): Promise<Newsletter> {
      const input = parseWith(newsletterSchema, body)
      const postIds = input.postIds ?? (await postsSinceLastIssue(input.language))
      await checkPosts(input.language, postIds)
      const at = now()
      const id = await insertNewsletter(db, {
        language: input.language,
        subject: input.subject,
        preheader: input.preheader,
        intro: input.intro,
        post_ids: JSON.stringify(postIds),
        status: 'draft',
        created_by: userId,
        created_at: at,
        updated_at: at,
      })
      return toNewsletter(await load(id))
    },

    async update(id: number, body: unknown): Promise<Newsletter> {
      const current = toNewsletter(await load(id))
      const input = parseWith(newsletterSchema, { ...current, ...(body as object) } satisfies NewsletterInput)
      const postIds = input.postIds ?? current.postIds
      await checkPosts(input.language, postIds)
      const changed = await updateNewsletter(
        db,
        id,
        {
          language: input.language,
          subject: input.subject,
          preheader: input.preheader,
          intro: input.intro,
          post_ids: JSON.stringify(postIds),
          updated_at: now(),
        },
        EDITABLE,
      )
      if (!changed) throw new ConflictError('newsletter.not_editable')
      return toNewsletter(await load(id))
    },

    async remove(id: number): Promise<Newsletter> {
      const issue = toNewsletter(await load(id))
      if (!(await deleteNewsletter(db, id, ['draft', 'cancelled']))) throw new ConflictError('newsletter.not_deletable')
      return issue
    },

    /** Exactly what a subscriber gets: the same rendering, with a sample unsubscribe link. */
    async preview(id: number): Promise<RenderedIssue> {
      const row = await load(id)
      const locale = toNewsletter(row).language
      return addressIssue(await rendered(row), `${deps.baseUrl}${locale === 'fr' ? '/fr' : ''}/newsletter/unsubscribe`)
    },

    /** One copy to `to` (the signed-in editor), subject marked [Test]; throws with the SMTP answer. */
    async sendTest(id: number, to: string): Promise<void> {
      const row = await load(id)
      const issue = toNewsletter(row)
      const copy = await rendered(row)
      const message = newsletterMessage(
        { ...copy, subject: `${t(issue.language, 'mail.newsletter.test_prefix')}${copy.subject}` },
        { baseUrl: deps.baseUrl, from: deps.mailFrom, locale: issue.language, to, token: 'test' },
      )
      try {
        await deps.mail.send(message, `test-${id}-${Date.now()}`)
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        throw new ValidationError('newsletter.test_failed', { params: { reason } })
      }
    },

    /** Sends at `scheduledAt` (every replica's scheduler looks each few seconds). */
    async schedule(id: number, body: unknown): Promise<Newsletter> {
      const { scheduledAt } = parseWith(scheduleSchema, body)
      const at = new Date(scheduledAt)
      if (at.getTime() <= deps.clock().getTime())
        throw new ValidationError('newsletter.schedule_past', { errors: { scheduledAt: 'newsletter.future_field' } })
      await load(id)
      const changed = await updateNewsletter(
        db,
        id,
        { status: 'scheduled', scheduled_at: at.toISOString(), updated_at: now() },
        EDITABLE,
      )
      if (!changed) throw new ConflictError('newsletter.gone')
      return toNewsletter(await load(id))
    },

    /** Starts at once: every confirmed subscriber of the issue's language as of now is queued. */
    async sendNow(id: number): Promise<Newsletter> {
      await load(id)
      const at = now()
      if (!(await updateNewsletter(db, id, { status: 'scheduled', scheduled_at: at, updated_at: at }, EDITABLE)))
        throw new ConflictError('newsletter.not_sendable')
      await startIssue(deps, id)
      return toNewsletter(await load(id))
    },

    /** Stops an issue: nobody not yet reached gets it (a message being handed over right now still goes). */
    async cancel(id: number): Promise<Newsletter> {
      const row = await load(id)
      if (!(await updateNewsletter(db, id, { status: 'cancelled', updated_at: now() }, [...EDITABLE, 'sending'])))
        throw new ConflictError('newsletter.not_cancellable')
      if (row.status === 'sending') {
        await skipPending(db, id, now())
        await deps.purge(archiveKeys, id)
      }
      return toNewsletter(await load(id))
    },

    async report(id: number): Promise<NewsletterReport> {
      const row = await load(id)
      const [counts, problems] = await Promise.all([countIssue(db, row), listProblems(db, id)])
      return { recipients: row.recipients, ...counts, problems }
    },

    /** The dashboard card: the last issue that went out, with its figures. */
    async latest(): Promise<(Newsletter & { report: IssueCounts }) | null> {
      const row = await latestStarted(db)
      return row ? { ...toNewsletter(row), report: await countIssue(db, row) } : null
    },

    /** The featured posts an issue shows (published, its language, in its order). */
    featured: (issue: Newsletter) => featured(issue.language, issue.postIds),

    /** The public archive of one language, newest first. */
    async listArchive(language?: Locale): Promise<Newsletter[]> {
      return (await listSent(db, language)).map(toNewsletter)
    },

    /** One archived issue with its featured posts (the page renders the same content as the email). */
    async getArchived(slug: string): Promise<{ issue: Newsletter; posts: FeaturedPost[] } | null> {
      const row = await findSentBySlug(db, slug)
      if (!row) return null
      const issue = toNewsletter(row)
      return { issue, posts: await featured(issue.language, issue.postIds) }
    },
  }
}

export type NewslettersService = ReturnType<typeof createNewslettersService>
