import type { Locale } from '../content/index'
import type { PostsService } from '../server/services/posts/posts'
import type { AuthorsService } from '../server/services/authors/authors'
import type { NewslettersService } from '../server/services/newsletters/newsletters'

declare global {
  namespace Vike {
    interface PageContext {
      locale: Locale
      user?: { id: number; email: string; role: string } | null
      /** Absolute origin for canonical and OpenGraph URLs (server only). */
      baseUrl?: string
      /** Server services for +data (set by server/vike.ts; never sent to the browser). */
      services?: PageContextServices
    }
    interface PageContextServices {
      posts: PostsService
      /** Optional so a renderer built for posts alone (tests) still type-checks; pages without it show no author. */
      authors?: AuthorsService
      /** The newsletter archive (pages/newsletter); without it the archive is empty. */
      newsletters?: Pick<NewslettersService, 'listArchive' | 'getArchived'>
    }
  }
}

export {}
