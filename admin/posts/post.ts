import type { Locale } from '../../content/index'
import type { AdminPost } from '../../server/services/posts/model'
import type { ImageSet } from '../dataProvider'

/** Fields a record may lack until the server has saved it (a new post in the form). */
type SetOnSave =
  | 'author_id'
  | 'status'
  | 'publish_at'
  | 'version'
  | 'meta_title'
  | 'meta_description'
  | 'social_image'
  | 'canonical_url'
  | 'noindex'

/** A blog post as /api/admin/posts returns it: the server's own type (server/services/posts/model.ts). */
export type PostRecord = Omit<AdminPost, SetOnSave> & Partial<Pick<AdminPost, SetOnSave>>

export type PostLanguage = Locale

/** The languages a post may be written in. */
export const POST_LANGUAGES: PostLanguage[] = ['en', 'fr']

/** The message key of a post language's name in the admin's language ('English' / 'Anglais'). */
export function languageNameKey(language: string): string {
  return `mapleserve.languages.${language}`
}

export function otherLanguage(language: PostLanguage): PostLanguage {
  return language === 'fr' ? 'en' : 'fr'
}

/** The admin category select: the blog categories without 'All' (product-spec section 3). */
export const POST_CATEGORIES = [
  'QSR',
  'Pizzeria',
  'Cafe n Bakery',
  'Web Ordering',
  'Casual Dining',
  'Online Ordering',
  'Technology',
  'Customer Experience',
] as const

/** The message key of a stored category's label in the admin's language (the database keeps the English name). */
export function categoryKey(name: string): string {
  return `mapleserve.categories.${name.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`
}

export const FALLBACK_IMAGE = '/blog.png'

export function thumbnailUrl(image: ImageSet | null | undefined): string {
  if (!image) return FALLBACK_IMAGE
  const smallest = [...image.sources].sort((a, b) => a.width - b.width)[0]
  return smallest?.url ?? image.fallback ?? FALLBACK_IMAGE
}

/** Long format, as on the public blog: "November 22, 2026" (English), "22 novembre 2026" (French). */
export function formatDate(iso: string, locale: string = 'en'): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return date.toLocaleDateString(locale === 'fr' ? 'fr-CA' : 'en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  })
}

export function firstOfMonthIso(now = new Date()): string {
  return new Date(now.getFullYear(), now.getMonth(), 1).toISOString()
}
