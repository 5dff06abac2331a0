import { HttpError, fetchUtils, type DataProvider } from 'react-admin'
import simpleRestProvider from 'ra-data-simple-rest'
import { getCsrfToken, readMessage } from './session'

export const API_URL = '/api/admin'

/** Same-origin cookies plus the session's CSRF token on every call. */
export const httpClient = (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' })
  const token = getCsrfToken()
  if (token) headers.set('X-CSRF-Token', token)
  return fetchUtils.fetchJson(url, { ...options, headers, credentials: 'same-origin' })
}

export interface ImageSet {
  alt: string
  width: number
  height: number
  sources: { width: number; url: string }[]
  fallback: string
}

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

export interface AdminDataProvider extends DataProvider {
  uploadImage: (file: File, alt: string) => Promise<ImageSet>
  changePassword: (currentPassword: string, newPassword: string) => Promise<void>
  retryDelivery: (resource: 'leads', id: number | string) => Promise<void>
}

async function postJson(path: string, body: unknown, fallback: string): Promise<Response> {
  const res = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-CSRF-Token': getCsrfToken() },
    body: JSON.stringify(body),
  })
  if (!res.ok) {
    const data = (await res
      .clone()
      .json()
      .catch(() => ({}))) as { errors?: Record<string, string> }
    throw new HttpError(await readMessage(res, fallback), res.status, data)
  }
  return res
}

export const dataProvider: AdminDataProvider = {
  ...simpleRestProvider(API_URL, httpClient),

  async uploadImage(file, alt) {
    const form = new FormData()
    form.append('alt', alt)
    form.append('image', file)
    const res = await fetch(`${API_URL}/images`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'X-CSRF-Token': getCsrfToken(), Accept: 'application/json' },
      body: form,
    })
    if (!res.ok) throw new UploadError(await readMessage(res, 'mapleserve.posts.image.upload_failed'), res.status)
    return (await res.json()) as ImageSet
  },

  async changePassword(currentPassword, newPassword) {
    await postJson('/api/auth/password', { currentPassword, newPassword }, 'mapleserve.password.failed')
  },

  async retryDelivery(resource, id) {
    await postJson(
      `${API_URL}/${resource}/${encodeURIComponent(String(id))}/retry`,
      {},
      'mapleserve.leads.retry_failed',
    )
  },
}
