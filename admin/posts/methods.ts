import type { fetchUtils } from 'react-admin'
import type { PreviewLink } from '../../server/services/posts/preview'
import type { Revision, RevisionData, RevisionSummary } from '../../server/services/posts/revisions'
import type { Message } from '../../server/i18n/index'
import { translateServerText } from '../i18n'

/** The post editor's calls beyond ra-data-simple-rest: live check, autosave, revisions, preview links. */
export interface CheckIssue {
  code: string
  severity: 'error' | 'warning'
  line: number
  /** English; `messageCode` is what the admin shows in its language. */
  message: string
  messageCode?: Message
}

export interface CheckReport {
  errors: CheckIssue[]
  warnings: CheckIssue[]
  stats: { words: number; sentences: number; readingMinutes: number; readingEase: number | null }
}

export type { PreviewLink, Revision, RevisionData, RevisionSummary }

/** The admin's one JSON client (admin/http.ts httpClient). */
type HttpClient = (url: string, options?: fetchUtils.Options) => Promise<{ json: unknown }>

/** The posts folder's custom dataProvider methods (admin/dataProvider.ts spreads them in). */
export function postsMethods(http: HttpClient, api: string) {
  const call = async <T>(path: string, method = 'GET', body?: unknown): Promise<T> =>
    (await http(`${api}${path}`, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })).json as T
  return {
    checkPost: async (content: string, language: string) => {
      const report = await call<CheckReport>('/posts/check', 'POST', { content, language })
      const say = (issue: CheckIssue) => ({ ...issue, message: translateServerText(issue.messageCode, issue.message) })
      return { ...report, errors: report.errors.map(say), warnings: report.warnings.map(say) }
    },
    /** The first autosave of a new post: creates it as a draft (answers the post, with its id). */
    createPostDraft: (values: Record<string, unknown>) => call<{ id: number }>('/posts/autosave', 'POST', values),
    autosavePost: (id: number, data: RevisionData) => call<RevisionSummary>(`/posts/${id}/autosave`, 'POST', data),
    /** The autosave typed since the post was last saved (reload, another browser, a crash), or null. */
    pendingAutosave: async (id: number) =>
      (await call<{ autosave: Revision | null }>(`/posts/${id}/autosave`)).autosave,
    discardAutosave: async (id: number, revisionId: number) => {
      await http(`${api}/posts/${id}/autosave/${revisionId}`, { method: 'DELETE' })
    },
    postRevisions: (id: number) => call<RevisionSummary[]>(`/posts/${id}/revisions`),
    postRevision: (id: number, revisionId: number) => call<Revision>(`/posts/${id}/revisions/${revisionId}`),
    /** A signed link to the post page (drafts included) that opens without an account for 24 h. */
    postPreviewLink: (id: number) => call<PreviewLink>(`/posts/${id}/preview-link`, 'POST'),
  }
}

export type PostsMethods = ReturnType<typeof postsMethods>
