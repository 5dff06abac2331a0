import type { Response } from 'express'
import { localeTags, localizePath, type Locale } from '../../content/index.js'
import { site } from '../../content/site.js'
import { PRIVATE } from '../lib/cache-policy.js'
import { formTexts } from '../lib/form-i18n.js'

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/**
 * A minimal, script-free result page for form posts made without JavaScript and for the newsletter
 * links in emails, in the visitor's language. Colours are the design tokens (sand, ink, ember-text)
 * written out: the page loads no stylesheet. The back link defaults to the home page in that language.
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
  const html = `<!doctype html>
<html lang="${localeTags[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(page.title)} | ${escapeHtml(site.brand)}</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; line-height: 1.5; background: #fbf7f2; color: #1b1f24; }
  main { max-width: 36rem; width: calc(100% - 2rem); box-sizing: border-box; margin: 15vh auto; padding: 2rem 1.5rem; background: #fff; border-radius: 16px; }
  h1 { font-size: 1.75rem; margin: 0 0 0.75rem; }
  a { color: #a8321a; font-weight: 600; display: inline-block; padding: 0.75rem 0; }
  a.next { margin-top: 0.5rem; padding: 0.75rem 1.25rem; border-radius: 999px; background: #a8321a; color: #fff; text-decoration: none; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(page.title)}</h1>
<p role="status">${escapeHtml(page.text)}</p>
${next ? `<p><a class="next" href="${escapeHtml(next.href)}">${escapeHtml(next.label)}</a></p>\n` : ''}<a href="${escapeHtml(backHref)}">${escapeHtml(formTexts(locale).formMessages.pages.back)}</a>
</main>
</body>
</html>`
  res.status(status).type('html').setHeader('Cache-Control', PRIVATE).send(html)
}
