import type { fetchUtils } from 'react-admin'
import type { Locale } from '../content/index'
import type { ImageSet } from '../server/services/media/media'

export type { ImageSet }

/** The one JSON client every server call goes through (admin/http.ts httpClient). */
export type HttpClient = (
  url: string,
  options?: fetchUtils.Options,
) => Promise<{ status: number; headers: Headers; body: string; json: unknown }>

/** The signed-in user and the session's CSRF token, as told by /api/auth/me or /api/auth/login. */
export interface Me {
  id: number
  email: string
  role: 'admin' | 'editor'
  /** The admin language the user chose (PATCH /api/auth/me); 'en' until they pick one. */
  locale: Locale
  twoFactorEnabled?: boolean
  /** An administrator requires two-factor sign-in and this account has not set it up yet. */
  twoFactorRequired?: boolean
  /** Public profile (author page): Settings › Public profile. */
  publicName?: string | null
  bio?: string | null
  avatar?: ImageSet | null
  authorSlug?: string | null
}
