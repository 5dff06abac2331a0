import type { fetchUtils } from 'react-admin'

/** The one JSON client every server call goes through (admin/http.ts httpClient). */
export type HttpClient = (
  url: string,
  options?: fetchUtils.Options,
) => Promise<{ status: number; headers: Headers; body: string; json: unknown }>
