import { Router } from 'express'
import type { AppDeps } from '../app.js'

/** Public form endpoints: demo inquiries, contact leads, newsletter (leads issue). */
export function leadsRouter(_deps: AppDeps): Router {
  return Router()
}
