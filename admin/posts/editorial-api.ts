import { API_URL, httpClient } from '../dataProvider'

/** The post editor's calls beyond ra-data-simple-rest: live check, autosave and revisions. */
export interface CheckIssue {
  code: string
  severity: 'error' | 'warning'
  line: number
  message: string
}

export interface CheckReport {
  errors: CheckIssue[]
  warnings: CheckIssue[]
  stats: { words: number; sentences: number; readingMinutes: number; readingEase: number | null }
}

/** One type on both sides of the wire (type-only: no server code reaches the admin bundle). */
import type { RevisionData, RevisionSummary } from '../../server/services/posts/revisions'

export type { RevisionData, RevisionSummary }

async function call<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const { json } = await httpClient(`${API_URL}${path}`, {
    method: init.method ?? 'GET',
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  })
  return json as T
}

export const editorialApi = {
  check: (content: string, language: string) =>
    call<CheckReport>('/posts/check', { method: 'POST', body: { content, language } }),
  /** The first autosave of a new post: creates it as a draft (answers the post, with its id). */
  createDraft: (values: Record<string, unknown>) =>
    call<{ id: number }>('/posts/autosave', { method: 'POST', body: values }),
  autosave: (id: number, data: RevisionData) =>
    call<RevisionSummary>(`/posts/${id}/autosave`, { method: 'POST', body: data }),
  revisions: (id: number) => call<RevisionSummary[]>(`/posts/${id}/revisions`),
  revision: (id: number, revisionId: number) =>
    call<RevisionSummary & { data: RevisionData }>(`/posts/${id}/revisions/${revisionId}`),
}
