import { Router } from 'express'
import type { AppDeps } from '../app.js'

/** Feeds and crawler files: /blog/rss.xml, /sitemap.xml, /robots.txt (blog issue). */
export function blogRouter(_deps: AppDeps): Router {
  return Router()
}
