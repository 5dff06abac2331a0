import { Router } from 'express'

/** Marketing page redirects, e.g. old industry slugs answering 301 (marketing pages issue). */
export function marketingRouter(): Router {
  return Router()
}
