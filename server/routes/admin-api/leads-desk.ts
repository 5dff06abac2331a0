import type { Router } from 'express'
import type { AppDeps } from '../../app.js'
import { systemClock } from '../../services/system/clock.js'
import { leadDeskService } from '../../services/leads/desk.js'
import { leadDeskSettingsService } from '../../services/leads/desk-settings.js'
import { leadStats } from '../../services/leads/stats.js'
import type { LeadsAdminService } from '../../services/leads/admin.js'
import { privacyService } from '../../services/privacy/privacy.js'
import { leadsResource } from './leads.js'

/** Wires the leads desk's services into the leads router (one mount line in index.ts). */
export function leadsDeskRouter(deps: AppDeps, leads: LeadsAdminService): Router {
  const clock = deps.clock ?? systemClock
  return leadsResource(
    leads,
    leadDeskService(deps.db, deps.env, leads, clock),
    privacyService(deps.db, clock),
    (weeks) => leadStats(deps.db, clock, weeks),
    leadDeskSettingsService(deps.db),
  )
}
