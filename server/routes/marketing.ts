import { Router } from 'express'

/**
 * Industry slugs of the earlier site (its lookup keys and the "'&' becomes 'and'" rule) and the
 * canonical slug each one moved to (decisions.md, "Links that were broken").
 */
const legacyIndustrySlugs: Readonly<Record<string, string>> = {
  'caf-and-bakery': 'cafe-bakery',
  'cafe-and-bakery': 'cafe-bakery',
  'quick-service-restaurants': 'quick-service-restaurants-qsr',
  'bars-and-pubs': 'bars-pubs',
}

/**
 * Marketing redirects: /products and /categories without a slug go home (product-spec: "No slug:
 * redirect to /"; temporary, so a future index page is not shadowed by cached 301s), and old
 * industry slugs answer 301 to the canonical one, keeping any query string; the same under /fr.
 */
export function marketingRouter(): Router {
  const router = Router()
  for (const prefix of ['', '/fr']) {
    router.get(
      [`${prefix}/products`, `${prefix}/products/`, `${prefix}/categories`, `${prefix}/categories/`],
      (_req, res) => {
        res.redirect(302, prefix || '/')
      },
    )
    router.get(`${prefix}/categories/:slug`, (req, res, next) => {
      const slug = String(req.params.slug).toLowerCase()
      if (!Object.hasOwn(legacyIndustrySlugs, slug)) return next()
      const target = legacyIndustrySlugs[slug]
      const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : ''
      res.redirect(301, `${prefix}/categories/${target}${query}`)
    })
  }
  return router
}
