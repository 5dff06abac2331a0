import { safeImageSet } from '../media/image-set.js'
import type { ImageSet } from '../media/media.js'

/** The posts columns of a post's search and sharing settings (migration 20261124030000). */
export interface PostSeoColumns {
  meta_title?: string | null
  meta_description?: string | null
  social_image?: string | null
  canonical_url?: string | null
  noindex?: boolean | number | null
}

/** What the public post page puts in <head> and JSON-LD; null or false: the post's own values. */
export interface PostSeo {
  metaTitle: string | null
  metaDescription: string | null
  /** Falls back to the post image on the page. */
  socialImage: ImageSet | null
  canonicalUrl: string | null
  noindex: boolean
}

function parseImage(text: string | null | undefined): ImageSet | null {
  if (!text) return null
  try {
    return safeImageSet(JSON.parse(text) as unknown)
  } catch {
    return null
  }
}

export function postSeo(row: PostSeoColumns): PostSeo {
  return {
    metaTitle: row.meta_title?.trim() || null,
    metaDescription: row.meta_description?.trim() || null,
    socialImage: parseImage(row.social_image),
    canonicalUrl: row.canonical_url?.trim() || null,
    noindex: Boolean(row.noindex),
  }
}
