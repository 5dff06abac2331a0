import type { Response } from 'express'
import { localizePath, type Locale } from '../../content/index.js'
import { PRIVATE } from '../lib/cache-policy.js'
import { formTexts } from '../lib/form-i18n.js'
import { escapeHtml } from '../lib/html.js'
import { plainPage } from './plain-page.js'

/**
 * A minimal, script-free result page for form posts made without JavaScript and for the newsletter
 * links in emails, in the visitor's language (plainPage). The back link defaults to the home page in that
 * language.
 */
export function sendFormPage(
  res: Response,
  status: number,
  page: { title: string; text: string },
  locale: Locale,
  backHref = localizePath('/', locale),
  /** A next step shown before the back link (a demo request's booking page). */
  next?: { href: string; label: string },
): void {
  const html = plainPage(
    locale,
    page.title,
    `<p role="status">${escapeHtml(page.text)}</p>
${next ? `<p><a class="next" href="${escapeHtml(next.href)}">${escapeHtml(next.label)}</a></p>\n` : ''}<a href="${escapeHtml(backHref)}">${escapeHtml(formTexts(locale).formMessages.pages.back)}</a>`,
    {
      width: '36rem',
      top: '15vh',
      css: `
  a.next { margin-top: 0.5rem; padding: 0.75rem 1.25rem; border-radius: 999px; background: #a8321a; color: #fff; text-decoration: none; }`,
    },
  )
  res.status(status).type('html').setHeader('Cache-Control', PRIVATE).send(html)
}
