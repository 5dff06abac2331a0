import type { Locale } from '../../content/index'
import type { ImageSet } from '../dataProvider'

/** A blog post as /api/admin/posts returns it (server/services/posts/posts.ts `Post`). */
export interface PostRecord {
  id: number
  title: string
  slug: string
  excerpt: string
  content: string
  category: string
  author: string
  image: ImageSet | null
  tags: string[]
  featured: boolean
  published: boolean
  createdAt: string
  updatedAt: string
  /** 'en' (listed on /blog) or 'fr' (on /fr/blog). */
  language: PostLanguage
  /** The post's translation in the other language (the link is symmetrical), or null. */
  translation_id: number | null
  /** The author account (admin/users/AuthorInput.tsx), or null. */
  author_id?: number | null
  /** 'scheduled': a draft the server publishes at publish_at. */
  status?: 'published' | 'draft' | 'scheduled'
  publish_at?: string | null
  /** Sent back with each save: 409 when someone saved in between. */
  version?: number
  meta_title?: string | null
  meta_description?: string | null
  social_image?: ImageSet | null
  canonical_url?: string | null
  noindex?: boolean
}

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
