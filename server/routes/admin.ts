import { Router } from 'express'
import type { AppDeps } from '../app.js'

/** Sessions, /api/auth/*, /api/admin/* (ra-data-simple-rest) and the /admin SPA (admin issue). */
export function adminRouter(_deps: AppDeps): Router {
  return Router()
}
