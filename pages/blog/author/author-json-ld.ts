import type { Locale } from '../../../content/index'
import type { Author } from '../../../server/services/authors/authors'
import { absoluteUrl, localizedUrl } from '../../seo'

/** The author as a schema.org Person: also the `author` of their posts' BlogPosting (pages/blog/@slug). */
export function authorPersonJsonLd(baseUrl: string, locale: Locale, author: Author): Record<string, unknown> {
  return {
    '@type': 'Person',
    name: author.name,
    url: localizedUrl(baseUrl, locale, `/blog/author/${author.slug}`),
    ...(author.bio ? { description: author.bio } : {}),
    ...(author.avatar ? { image: absoluteUrl(baseUrl, author.avatar.fallback) } : {}),
  }
}
