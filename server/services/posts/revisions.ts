import type { Locale } from '../../../content/index.js'
import type { ErrorCode } from '../../i18n/index.js'
import type { Db } from '../../db/knex.js'
import * as repo from '../../db/repositories/posts-admin.js'
import { NotFoundError } from '../../lib/errors.js'

/** Revisions kept per post (autosaves and saves together). */
const REVISIONS_KEPT = 20

/** Who acts in the back office, and the language their messages are in. */
export interface Actor {
  id: number | null
  email: string
  locale: Locale
}

/** The editable text of a post at one moment: what a revision holds and a restore brings back. */
export interface RevisionData {
  title: string
  excerpt: string
  content: string
  meta_title: string | null
  meta_description: string | null
  canonical_url: string | null
  noindex: boolean
}

export interface RevisionSummary {
  id: number
  kind: 'autosave' | 'saved' | 'created'
  createdAt: string
  user: string
  title: string
}

export interface Revision extends RevisionSummary {
  data: RevisionData
}

export function revisionData(row: Omit<repo.AdminPostRow, 'id'>): RevisionData {
  return {
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    canonical_url: row.canonical_url,
    noindex: Boolean(row.noindex),
  }
}

function toRevision(row: repo.RevisionRow): Revision {
  const data = JSON.parse(row.data) as RevisionData
  return {
    id: Number(row.id),
    kind: row.kind as Revision['kind'],
    createdAt: new Date(row.created_at).toISOString(),
    user: row.user_email,
    title: data.title,
    data,
  }
}

/**
 * The last 20 versions of each post with who and when. Typing autosaves into one revision per
 * editor (the newest one, while it is theirs and still an autosave) so a long session does not
 * push every saved version out; the post itself changes only on Save Draft / Publish / Update.
 */
export function postRevisions(db: Db) {
  return {
    /** Keeps `data`, the post as this save left it (the caller has it: no need to read it again). */
    async record(
      trx: Db,
      postId: number,
      kind: 'saved' | 'created',
      actor: Actor,
      at: string,
      data: RevisionData,
    ): Promise<void> {
      await repo.insertRevision(trx, {
        post_id: postId,
        kind,
        data: JSON.stringify(data),
        user_id: actor.id,
        user_email: actor.email,
        created_at: at,
      })
      await repo.pruneRevisions(trx, postId, REVISIONS_KEPT)
    },

    async autosave(postId: number, data: RevisionData, actor: Actor, at: string): Promise<RevisionSummary> {
      return db.transaction(async (trx) => {
        if (!(await repo.findAdminRow(trx, postId))) throw new NotFoundError('post.not_found')
        const latest = await repo.latestRevision(trx, postId)
        let id: number
        if (latest && latest.kind === 'autosave' && latest.user_id === actor.id) {
          id = Number(latest.id)
          await repo.updateRevision(trx, id, { data: JSON.stringify(data), created_at: at })
        } else {
          id = await repo.insertRevision(trx, {
            post_id: postId,
            kind: 'autosave',
            data: JSON.stringify(data),
            user_id: actor.id,
            user_email: actor.email,
            created_at: at,
          })
          await repo.pruneRevisions(trx, postId, REVISIONS_KEPT)
        }
        return { id, kind: 'autosave', createdAt: at, user: actor.email, title: data.title }
      })
    },

    async list(postId: number): Promise<RevisionSummary[]> {
      return (await repo.listRevisions(db, postId)).map((row) => {
        const { data: _data, ...summary } = toRevision(row)
        return summary
      })
    },

    async get(postId: number, id: number, missing: ErrorCode): Promise<Revision> {
      const row = await repo.findRevision(db, postId, id)
      if (!row) throw new NotFoundError(missing)
      return toRevision(row)
    },

    /** The autosave typed since the post was last saved, if any: the editor offers it on opening. */
    async pendingAutosave(postId: number): Promise<Revision | null> {
      const row = await repo.latestRevision(db, postId)
      return row?.kind === 'autosave' ? toRevision(row) : null
    },

    /** Discarding that autosave: the editor keeps the saved version. */
    async discardAutosave(postId: number, id: number, missing: ErrorCode): Promise<void> {
      if (!(await repo.deleteAutosave(db, postId, id))) throw new NotFoundError(missing)
    },

    /** The newest save (not an autosave), for the conflict message: who saved, and when. */
    async lastSave(trx: Db, postId: number): Promise<{ user: string; at: Date } | null> {
      const row = await repo.latestRevision(trx, postId, 'saved')
      return row ? { user: row.user_email, at: new Date(row.created_at) } : null
    },
  }
}
