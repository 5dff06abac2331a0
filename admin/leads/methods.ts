import type { HttpClient } from '../api-types'
import type { LeadStats } from '../dashboard/lead-stats'

/** The leads desk's calls beside ra-data-simple-rest's CRUD (dataProvider custom methods). */
export function leadsMethods(http: HttpClient, api: string) {
  const get = async <T>(path: string) => (await http(`${api}${path}`)).json as T
  const post = async <T>(path: string, body: unknown, method = 'POST') =>
    (await http(`${api}${path}`, { method, body: JSON.stringify(body) })).json as T
  const lead = (id: string | number) => `/leads/${encodeURIComponent(String(id))}`
  return {
    retryDelivery: (id: string | number) => post<unknown>(`${lead(id)}/retry`, {}),
    markSpam: (id: string | number, spam: boolean) => post<unknown>(`${lead(id)}/spam`, { spam }),
    exportPersonalData: (email: string) => post<unknown>('/privacy/export', { email }),
    erasePersonalData: <T>(email: string) => post<T>('/privacy/erase', { email }),
    getLeadSettings: <T>() => get<T>('/lead-settings'),
    saveLeadSettings: <T>(value: T) => post<T>('/lead-settings', value, 'PUT'),
    getLeadStats: (weeks: number) => get<LeadStats>(`/lead-stats?weeks=${weeks}`),
  }
}
