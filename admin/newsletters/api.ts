import { API_URL } from '../dataProvider'
import { httpClient } from '../http'
import type { Newsletter } from '../../server/services/newsletters/schema'
import type { NewsletterReport } from '../../server/services/newsletters/newsletters'

export type { Newsletter, NewsletterReport }

const base = `${API_URL}/newsletters`

/** The custom actions of /api/admin/newsletters (server/routes/admin-api/newsletters.ts). */
export const newsletterApi = {
  preview: async (id: number | string) =>
    (await httpClient(`${base}/${id}/preview`)).json as { subject: string; html: string; text: string },
  report: async (id: number | string) => (await httpClient(`${base}/${id}/report`)).json as NewsletterReport,
  latest: async () =>
    (await httpClient(`${API_URL}/newsletters-latest`)).json as {
      latest: (Newsletter & { report: Omit<NewsletterReport, 'recipients' | 'problems'> }) | null
    },
  test: async (id: number | string) =>
    (await httpClient(`${base}/${id}/test`, { method: 'POST', body: '{}' })).json as { to: string },
  schedule: async (id: number | string, scheduledAt: string) =>
    (await httpClient(`${base}/${id}/schedule`, { method: 'POST', body: JSON.stringify({ scheduledAt }) }))
      .json as Newsletter,
  sendNow: async (id: number | string) =>
    (await httpClient(`${base}/${id}/send`, { method: 'POST', body: '{}' })).json as Newsletter,
  cancel: async (id: number | string) =>
    (await httpClient(`${base}/${id}/cancel`, { method: 'POST', body: '{}' })).json as Newsletter,
}
