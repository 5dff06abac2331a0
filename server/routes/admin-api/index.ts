import { Router } from 'express'
import type { AppDeps } from '../../app.js'
import type { UsersService } from '../../services/users/users.js'
import { createCachePurger } from '../../services/system/cache-purge.js'
import { authorProfileKeys } from '../../lib/cache-policy.js'
import { leadsAdminService } from '../../services/leads/admin.js'
import { postsAdminService } from '../../services/posts/admin.js'
import { imagesResource } from './images.js'
import { mediaResource } from './media.js'
import { mediaLibrary } from '../../services/media/library.js'
import { redirectsResource } from './redirects.js'
import { sharedRedirectsService } from '../../services/redirects/redirects.js'
import { leadsDeskRouter } from './leads-desk.js'
import { postsResource } from './posts.js'
import { subscribersResource } from './subscribers.js'
import { usersResource } from './users.js'
import type { AccountsKit } from '../../services/users/accounts.js'
import { auditResource } from './audit.js'
import { analyticsResource } from './analytics.js'
import { systemClock } from '../../services/system/clock.js'
import { authorsResource } from './authors.js'
import { securityResource } from './security.js'
import { statusResource } from './status.js'

/**
 * /api/admin/* (signed in and CSRF-checked by server/routes/admin.ts): one router per
 * ra-data-simple-rest resource. Leads, subscribers and users are for administrators only.
 */
export function adminApiRouter(deps: AppDeps, users: UsersService, kit: AccountsKit): Router {
  const router = Router()
  const purger = createCachePurger({ ...deps, now: deps.clock })
  router.use(postsResource(postsAdminService(deps.db, deps.logger, deps.clock, purger), deps.env.DATA_DIR))
  const library = mediaLibrary(deps.db, deps.env.DATA_DIR, { logger: deps.logger })
  router.use(imagesResource(deps.env.DATA_DIR, library))
  router.use(mediaResource(library))
  router.use(redirectsResource(sharedRedirectsService(deps.db, purger)))
  const leads = leadsAdminService(deps.db, deps.clock)
  router.use(leadsDeskRouter(deps, leads))
  router.use(subscribersResource(leads))
  router.use(securityResource(kit, users))
  router.use(authorsResource(users))
  router.use(usersResource(users, (id) => purger.purge(authorProfileKeys(id), { id, type: 'user' })))
  router.use(auditResource(kit.audit))
  router.use(statusResource(deps))
  router.use(analyticsResource(deps.db, deps.clock ?? systemClock))
  return router
}
