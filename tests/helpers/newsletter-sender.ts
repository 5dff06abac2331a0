import { createLogger } from '../../server/lib/logger'
import { composeNewsletters } from '../../server/services/newsletters/compose'
import type { OutboxOptions } from '../../server/services/mail/outbox'
import { createPostsService } from '../../server/services/posts/posts'
import { createCachePurger } from '../../server/services/system/cache-purge'
import type { TestApp } from './app'

/** A newsletter sender of its own on the test app's database, as a second process would run it. */
export function newsletterSender(app: TestApp, outbox: Partial<OutboxOptions> = {}) {
  const deps = { env: app.env, db: app.db, logger: createLogger('silent') }
  return composeNewsletters({
    ...deps,
    posts: createPostsService(app.db),
    purger: createCachePurger(deps),
    outbox,
  }).delivery
}
