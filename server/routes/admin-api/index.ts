import { Router } from 'express'
import type { AppServices } from '../../compose.js'
import type { Env } from '../../env.js'
import type { Logger } from '../../lib/logger.js'
import { authorProfileKeys } from '../../lib/cache-policy.js'
import { imagesResource } from './images.js'
import { mediaResource } from './media.js'
import { redirectsResource } from './redirects.js'
import { leadsResource } from './leads.js'
import { postsResource } from './posts.js'
import { subscribersResource } from './subscribers.js'
import { usersResource } from './users.js'
import { auditResource } from './audit.js'
import { analyticsResource } from './analytics.js'
import { authorsResource } from './authors.js'
import { securityResource } from './security.js'
import { statusResource } from './status.js'
import { bookingsResource } from './bookings.js'

export type AdminApiServices = { env: Pick<Env, 'DATA_DIR'>; logger: Logger } & Pick<
  AppServices,
  | 'clock'
  | 'purger'
  | 'users'
  | 'accounts'
  | 'postsAdmin'
  | 'media'
  | 'redirects'
  | 'leadsAdmin'
  | 'leadDesk'
  | 'leadDeskSettings'
  | 'leadStats'
  | 'privacy'
  | 'status'
  | 'analyticsReports'
  | 'bookingsAdmin'
  | 'slotRules'
  | 'bookings'
>

/**
 * /api/admin/* (signed in and CSRF-checked by server/routes/admin.ts): one router per
 * ra-data-simple-rest resource, each handed the services it uses (built in server/compose.ts).
 * Leads, subscribers and users are for administrators only.
 */
export function adminApiRouter(s: AdminApiServices): Router {
  const router = Router()
  const purgeAuthor = (id: number) => s.purger.purge(authorProfileKeys(id), { id, type: 'user' })
  router.use(postsResource({ posts: s.postsAdmin }))
  router.use(imagesResource(s.env.DATA_DIR, s.media))
  router.use(mediaResource(s.media))
  router.use(redirectsResource(s.redirects))
  router.use(leadsResource(s.leadsAdmin, s.leadDesk, s.privacy, s.leadStats, s.leadDeskSettings))
  router.use(subscribersResource(s.leadsAdmin))
  router.use(securityResource(s.accounts, s.users))
  router.use(authorsResource(s.users))
  router.use(usersResource(s.users, purgeAuthor))
  router.use(auditResource(s.accounts.audit))
  router.use(statusResource({ status: s.status, logger: s.logger }))
  router.use(analyticsResource({ reports: s.analyticsReports, clock: s.clock }))
  router.use(
    bookingsResource({
      admin: s.bookingsAdmin,
      rules: s.slotRules,
      businessTimeZone: s.bookings.businessTimeZone,
    }),
  )
  return router
}
