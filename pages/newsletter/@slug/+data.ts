import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { localizePath } from '../../../content/index'
import { introHtml } from '../../../server/services/newsletters/render'
import { formatLongDate } from '../../blog/blog-urls'
import type { Seo } from '../../seo'
import { archiveTexts } from '../archive-texts'

/**
 * /newsletter/{slug} and /fr/newsletter/{slug}: one issue that went out, as its email read (the
 * introduction and the featured posts), without anyone's unsubscribe link. An issue of the other
 * language, or one not sent, is 404.
 */
export async function data(pageContext: PageContextServer) {
  const locale = pageContext.locale
  const text = archiveTexts[locale]
  const slug = pageContext.routeParams.slug ?? ''
  let found
  try {
    found = (await pageContext.services?.newsletters?.getArchived(slug)) ?? null
  } catch {
    throw render(503, { ...text.unavailable, href: localizePath('/', locale) })
  }
  if (!found || found.issue.language !== locale)
    throw render(404, { ...text.notFound, href: localizePath('/newsletter', locale) })
  const { issue, posts } = found
  const path = `/newsletter/${slug}`
  const seo: Seo = {
    title: issue.subject,
    description: issue.preheader || issue.subject,
    path,
    alternates: { [locale]: path },
    type: 'article',
  }
  return {
    seo,
    text: { allIssues: text.allIssues, fromBlog: text.fromBlog, readMore: text.readMore, sent: text.sent },
    archiveHref: localizePath('/newsletter', locale),
    issue: {
      subject: issue.subject,
      dateIso: (issue.startedAt ?? issue.createdAt).slice(0, 10),
      date: formatLongDate(issue.startedAt ?? issue.createdAt, locale),
      html: introHtml(issue.intro),
    },
    posts: posts.map((p) => ({
      id: p.id,
      title: p.title,
      excerpt: p.excerpt,
      href: localizePath(`/blog/${p.slug}`, locale),
      image: p.image,
    })),
    /** The archive's purge key (server/vike.ts). */
    cacheKeys: ['newsletters'],
  }
}

export type Data = Awaited<ReturnType<typeof data>>
