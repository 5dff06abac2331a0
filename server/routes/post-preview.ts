import { Router } from 'express'
import { renderPage } from 'vike/server'
import { localizePath } from '../../content/index.js'
import { NotFoundError } from '../lib/errors.js'
import type { AuthorsService } from '../services/authors/authors.js'
import type { PostsService } from '../services/posts/posts.js'
import type { PreviewLinks } from '../services/posts/preview.js'

/** Signed preview pages are for one reader: never stored by a cache, never indexed. */
const PRIVATE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
}

/**
 * /blog/preview/{id}?expires=…&signature=…: the post page as it will look (drafts included) for
 * whoever holds a link the editor made (admin Preview button), until it expires (24 h). Vike
 * renders the post's own page, as it does for signed-in staff; a wrong or expired link is a 404
 * like a missing post, so a link reveals nothing once it is no longer valid.
 */
export function postPreviewRouter(deps: {
  baseUrl: string
  posts: PostsService
  authors?: AuthorsService
  previews: PreviewLinks
}): Router {
  const router = Router()
  router.get('/blog/preview/:id', async (req, res, next) => {
    try {
      res.set(PRIVATE_HEADERS)
      const id = Number(req.params.id)
      if (!Number.isInteger(id) || id < 1 || !deps.previews.verify(id, req.query.expires, req.query.signature))
        throw new NotFoundError('post.not_found')
      const post = await deps.posts.getById(id)
      const pageContext = await renderPage({
        urlOriginal: localizePath(`/blog/${post.slug}`, post.language),
        // The post page shows drafts to a reader it is rendered for (pages/blog/@slug/+data.ts).
        user: { id: 0, email: '', role: 'preview' },
        baseUrl: deps.baseUrl,
        services: { posts: deps.posts, authors: deps.authors },
      })
      const response = pageContext.httpResponse
      if (!response) throw new NotFoundError('post.not_found')
      for (const [name, value] of response.headers)
        if (!/^(cache-control|content-security-policy)$/i.test(name)) res.setHeader(name, value)
      res.set(PRIVATE_HEADERS).status(response.statusCode).send(response.body)
    } catch (error) {
      next(error)
    }
  })
  return router
}
