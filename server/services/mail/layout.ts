import { localeTags, type Locale } from '../../../content/index.js'
import { mailingAddress, site } from '../../../content/site.js'
import { escapeHtml } from '../../lib/html.js'

/**
 * The one HTML layout of the site's mail (newsletter issues and visitor-facing confirmations):
 * what mail clients render reliably. Tables for layout, inline styles on every element (Gmail
 * drops most <style>), no script, no web font, images from BASE_URL with width, height and alt, a
 * hidden preheader, and colours that stay readable when a client inverts them for dark mode (text
 * on an explicit background everywhere; a prefers-color-scheme block for clients that honour it).
 */

const colors = {
  ember: '#c2391d',
  emberText: '#a8321a',
  ink: '#1b1f24',
  inkSoft: '#3a414b',
  stone: '#efebe4',
  paper: '#ffffff',
  rule: '#ddd6cc',
} as const

const font = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

/** Inline styles for the tags a Markdown body produces (mail clients ignore class names). */
const tagStyles: Record<string, string> = {
  p: `margin:0 0 16px;font-family:${font};font-size:16px;line-height:1.6;color:${colors.ink}`,
  h1: `margin:0 0 16px;font-family:${font};font-size:26px;line-height:1.25;color:${colors.ink}`,
  h2: `margin:24px 0 12px;font-family:${font};font-size:21px;line-height:1.3;color:${colors.ink}`,
  h3: `margin:20px 0 8px;font-family:${font};font-size:18px;line-height:1.3;color:${colors.ink}`,
  ul: `margin:0 0 16px;padding-left:24px;font-family:${font};font-size:16px;line-height:1.6;color:${colors.ink}`,
  ol: `margin:0 0 16px;padding-left:24px;font-family:${font};font-size:16px;line-height:1.6;color:${colors.ink}`,
  li: 'margin:0 0 6px',
  a: `color:${colors.emberText};text-decoration:underline`,
  blockquote: `margin:0 0 16px;padding:0 0 0 16px;border-left:4px solid ${colors.rule};color:${colors.inkSoft}`,
  strong: 'font-weight:700',
}

/** Adds the inline style of each known tag to HTML from a trusted renderer (Markdown without raw HTML). */
export function inlineStyles(html: string): string {
  return html.replace(/<(p|h1|h2|h3|ul|ol|li|a|blockquote|strong)(\s[^>]*)?>/g, (_all, tag: string, attrs = '') => {
    return `<${tag}${attrs as string} style="${tagStyles[tag]}">`
  })
}

function mailParagraph(text: string): string {
  return `<p style="${tagStyles.p}">${escapeHtml(text)}</p>`
}

/** Escaped text with its http(s) URLs as links. */
function linkified(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"]+)/g)
    .map((part, i) =>
      i % 2 === 1
        ? `<a href="${escapeHtml(part)}" style="${tagStyles.a};word-break:break-all">${escapeHtml(part)}</a>`
        : escapeHtml(part),
    )
    .join('')
}

/** A plain-text mail body as HTML: one paragraph per blank-line block, line breaks kept, URLs as links. */
export function textHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .filter((block) => block.trim())
    .map((block) => `<p style="${tagStyles.p}">${block.split('\n').map(linkified).join('<br>')}</p>`)
    .join('\n')
}

/** Lines laid out in columns (a quote's figures): kept as they are, in a monospace block. */
export function mailPre(text: string): string {
  return `<pre style="margin:0 0 16px;padding:12px;border-radius:6px;background:${colors.stone};font-family:Menlo,Consolas,'Courier New',monospace;font-size:13px;line-height:1.5;color:${colors.ink};white-space:pre-wrap;word-break:break-word">${escapeHtml(text)}</pre>`
}

/** A plain-text footer's lines as the HTML footer's (the '--' separator and the postal address, which the layout adds, left out). */
export function footerLines(text: string): string[] {
  const address = mailingAddress()
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && line !== '--' && line !== address)
    .map(linkified)
}

export interface MailCard {
  title: string
  href: string
  text: string
  image?: { src: string; width: number; height: number; alt: string }
  linkLabel: string
}

/** A featured item (a post): its image scaled to the column, title, summary and link. */
export function mailCard(card: MailCard): string {
  const width = 536
  const image = card.image
    ? `<tr><td style="padding:0 0 12px"><a href="${escapeHtml(card.href)}"><img src="${escapeHtml(card.image.src)}" width="${width}" height="${Math.round((card.image.height / card.image.width) * width)}" alt="${escapeHtml(card.image.alt)}" style="display:block;width:100%;max-width:${width}px;height:auto;border:0;border-radius:6px"></a></td></tr>`
    : ''
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 28px">${image}<tr><td><h2 style="${tagStyles.h2};margin-top:0"><a href="${escapeHtml(card.href)}" style="color:${colors.ink};text-decoration:none">${escapeHtml(card.title)}</a></h2>${mailParagraph(card.text)}<p style="${tagStyles.p}"><a href="${escapeHtml(card.href)}" style="${tagStyles.a}">${escapeHtml(card.linkLabel)}</a></p></td></tr></table>`
}

export interface MailLayout {
  locale: Locale
  baseUrl: string
  /** The <title> and the heading at the top of the message. */
  title: string
  /** The line inbox lists show after the subject (hidden in the message). */
  preheader?: string
  /** The message's body: trusted HTML built with the helpers above. */
  body: string
  /** Lines under the body (why you get this, unsubscribe link: trusted HTML), before the postal address. */
  footer: string[]
}

/** The whole HTML document of one message. */
export function renderMailHtml(mail: MailLayout): string {
  const logo = `${mail.baseUrl}/icon-192.png`
  const preheader = mail.preheader
    ? `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;font-size:1px;line-height:1px;color:${colors.stone};opacity:0">${escapeHtml(mail.preheader)}${'&#847;&zwnj;&nbsp;'.repeat(40)}</div>`
    : ''
  const small = `margin:0 0 8px;font-family:${font};font-size:13px;line-height:1.5;color:${colors.inkSoft}`
  const footer = [...mail.footer, escapeHtml(mailingAddress())].map((line) => `<p style="${small}">${line}</p>`)
  return `<!DOCTYPE html>
<html lang="${localeTags[mail.locale]}" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(mail.title)}</title>
<style>
@media (prefers-color-scheme: dark) {
  .ms-bg { background: #14171b !important; }
  .ms-card { background: #1f2329 !important; }
  .ms-card p, .ms-card h1, .ms-card h2, .ms-card h3, .ms-card li, .ms-card h2 a { color: #f3efe9 !important; }
  .ms-card a { color: #ff9a7f !important; }
  .ms-foot p { color: #c9c3ba !important; }
  .ms-brand { color: #f3efe9 !important; }
}
</style>
</head>
<body style="margin:0;padding:0;background:${colors.stone}" class="ms-bg">
${preheader}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${colors.stone}" class="ms-bg" style="background:${colors.stone}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px">
<tr><td style="padding:0 0 16px"><table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
<td style="padding:0 10px 0 0"><img src="${escapeHtml(logo)}" width="36" height="36" alt="" style="display:block;border:0;border-radius:8px"></td>
<td style="font-family:${font};font-size:20px;font-weight:700;color:${colors.ink}" class="ms-brand">${escapeHtml(site.brand)}</td>
</tr></table></td></tr>
<tr><td bgcolor="${colors.paper}" class="ms-card" style="background:${colors.paper};border-radius:8px;padding:32px">
<h1 style="${tagStyles.h1}">${escapeHtml(mail.title)}</h1>
${mail.body}
</td></tr>
<tr><td class="ms-foot" style="padding:20px 8px 0">
${footer.join('\n')}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`
}
