import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { formMessages as enFormMessages } from '../../content/en/forms'
import { formMessages as frFormMessages } from '../../content/fr/forms'
import { localizePath } from '../../content/index'
import { formatLongDate } from '../blog/blog-urls'
import type { Seo } from '../seo'
import { archiveTexts } from './archive-texts'

const formMessages = { en: enFormMessages, fr: frFormMessages }

/**
 * /newsletter and /fr/newsletter: the sign-up (as before) and the archive of the issues that went
 * out in the page's language, newest first. Purged when an issue starts or finishes going out.
 */
export async function data(pageContext: PageContextServer) {
  const locale = pageContext.locale
  const content = formMessages[locale].newsletterPage
  const text = archiveTexts[locale]
  let issues
  try {
    const service = pageContext.services?.newsletters
    issues = service ? await service.listArchive(locale) : []
  } catch {
    throw render(503, { ...text.unavailable, href: localizePath('/', locale) })
  }
  const seo: Seo = { title: content.title, description: content.description, path: '/newsletter' }
  return {
    seo,
    content,
    text: { archiveHeading: text.archiveHeading, empty: text.empty, sent: text.sent },
    issues: issues.map((issue) => ({
      id: issue.id,
      subject: issue.subject,
      preheader: issue.preheader,
      href: localizePath(`/newsletter/${issue.slug}`, locale),
      dateIso: (issue.startedAt ?? issue.createdAt).slice(0, 10),
      date: formatLongDate(issue.startedAt ?? issue.createdAt, locale),
    })),
    /** The archive's purge key (server/vike.ts). */
    cacheKeys: ['newsletters'],
  }
}

export type Data = Awaited<ReturnType<typeof data>>
