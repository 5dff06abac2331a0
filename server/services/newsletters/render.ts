import MarkdownIt from 'markdown-it'
import { localizePath, type Locale } from '../../../content/index.js'
import { mailingAddress } from '../../../content/site.js'
import { escapeHtml } from '../../lib/html.js'
import { inlineStyles, mailCard, renderMailHtml } from '../mail/layout.js'
import type { Newsletter } from './schema.js'
import { t } from '../../i18n/index.js'

/** A featured post as the email shows it. */
export interface FeaturedPost {
  id: number
  title: string
  slug: string
  excerpt: string
  image: { url: string; width: number; height: number; alt: string } | null
}

/** The issue's email before it is addressed: `UNSUBSCRIBE_URL` stands where each recipient's link goes. */
export interface RenderedIssue {
  subject: string
  html: string
  text: string
}

const UNSUBSCRIBE_URL = '%%UNSUBSCRIBE_URL%%'

// No raw HTML from the editor (the HTML part stays what this module builds); bare URLs become links.
const markdown = new MarkdownIt('default', { html: false, linkify: true, typographer: false })

export function introHtml(source: string): string {
  return markdown.render(source)
}

export function unsubscribeUrl(baseUrl: string, locale: Locale, token: string): string {
  return `${baseUrl}${localizePath('/newsletter/unsubscribe', locale)}?token=${encodeURIComponent(token)}`
}

function archiveUrl(baseUrl: string, locale: Locale, slug: string): string {
  return `${baseUrl}${localizePath(`/newsletter/${slug}`, locale)}`
}

/**
 * The HTML part and its plain-text twin, the same words and links in each: the introduction, the
 * featured posts, why the reader gets it, the unsubscribe link and the postal address (CASL).
 */
export function renderIssue(issue: Newsletter, posts: FeaturedPost[], baseUrl: string): RenderedIssue {
  const locale = issue.language
  const say = (key: Parameters<typeof t>[1]) => t(locale, key)
  // French puts a no-break space before a colon.
  const colon = locale === 'fr' ? '\u00a0:' : ':'
  const postUrl = (p: FeaturedPost) => `${baseUrl}${localizePath(`/blog/${p.slug}`, locale)}`
  const online = issue.slug ? archiveUrl(baseUrl, locale, issue.slug) : null
  const cards = posts.map((p) =>
    mailCard({
      title: p.title,
      href: postUrl(p),
      text: p.excerpt,
      linkLabel: say('mail.newsletter.read_more'),
      ...(p.image ? { image: { src: `${baseUrl}${p.image.url}`, ...p.image } } : {}),
    }),
  )
  const body = [
    inlineStyles(introHtml(issue.intro)),
    posts.length
      ? `<h2 style="margin:28px 0 16px;font-family:Helvetica,Arial,sans-serif;font-size:14px;letter-spacing:1px;text-transform:uppercase;color:#a8321a">${escapeHtml(say('mail.newsletter.from_blog'))}</h2>`
      : '',
    ...cards,
  ].join('\n')
  const footer = [
    escapeHtml(say('mail.newsletter.why')),
    `<a href="${UNSUBSCRIBE_URL}" style="color:#a8321a;text-decoration:underline">${escapeHtml(say('mail.newsletter.unsubscribe'))}</a>${
      online
        ? ` · <a href="${escapeHtml(online)}" style="color:#a8321a;text-decoration:underline">${escapeHtml(say('mail.newsletter.view_online'))}</a>`
        : ''
    }`,
  ]
  const html = renderMailHtml({ locale, baseUrl, title: issue.subject, preheader: issue.preheader, body, footer })
  const text = [
    issue.subject,
    '',
    issue.intro.trim(),
    ...(posts.length ? ['', `${say('mail.newsletter.from_blog')}${colon}`, ''] : []),
    ...posts.flatMap((p) => [p.title, p.excerpt, postUrl(p), '']),
    ...(online ? [`${say('mail.newsletter.view_online')}${colon} ${online}`, ''] : []),
    '--',
    say('mail.newsletter.why'),
    t(locale, 'mail.newsletter.unsubscribe_line', { url: UNSUBSCRIBE_URL }),
    mailingAddress(),
    '',
  ].join('\n')
  return { subject: issue.subject, html, text }
}

/** One recipient's copy: their own unsubscribe link in both parts. */
export function addressIssue(rendered: RenderedIssue, unsubscribe: string): RenderedIssue {
  return {
    subject: rendered.subject,
    html: rendered.html.replaceAll(UNSUBSCRIBE_URL, escapeHtml(unsubscribe)),
    text: rendered.text.replaceAll(UNSUBSCRIBE_URL, unsubscribe),
  }
}
