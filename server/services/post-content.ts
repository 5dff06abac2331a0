import MarkdownIt from 'markdown-it'
import sanitizeHtml from 'sanitize-html'
import { postSlug } from '../lib/post-slug.js'

/**
 * Post content: CommonMark (markdown-it) with raw HTML allowed, then sanitized by an allowlist
 * (sanitize-html), so nothing from a post can run script: no <script>, <svg>, <iframe>, no on*
 * attributes, no javascript: or data: links. Headings then get anchor ids for the table of content.
 */
const markdown = new MarkdownIt('commonmark', { html: true })

const headingTags = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    ...headingTags,
    'p',
    'br',
    'hr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'u',
    's',
    'del',
    'mark',
    'code',
    'pre',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'sup',
    'sub',
    'abbr',
    'small',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '')
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener nofollow' } : attribs }
    },
  },
}
// rel is added by our own transform, after the allowlist has been applied to the author's attributes.
sanitizeOptions.allowedAttributes = { ...sanitizeOptions.allowedAttributes, a: ['href', 'title', 'rel'] }

export interface PostHeading {
  id: string
  text: string
  level: number
}

export interface RenderedContent {
  html: string
  headings: PostHeading[]
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' }

function decodeText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16))
      if (name.startsWith('#') && name !== '#39') return String.fromCodePoint(Number(name.slice(1)))
      return entities[name] ?? whole
    })
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * Markdown -> safe HTML with ids on headings. The sanitizer keeps no attribute on headings, so the
 * id pass below only ever sees bare <hN> tags of already-sanitized markup. The post's title is the
 * page's only <h1>: when the content has '#' headings, every heading moves one level down
 * (h1 -> h2, h2 -> h3 ... h6 stays h6), so the outline keeps its shape.
 */
export function renderPostContent(source: string): RenderedContent {
  const safe = sanitizeHtml(markdown.render(source), sanitizeOptions)
  const shift = /<h1>/.test(safe) ? 1 : 0
  const headings: PostHeading[] = []
  const used = new Set<string>()
  const html = safe.replace(/<h([1-6])>([\s\S]*?)<\/h\1>/g, (_whole, original: string, inner: string) => {
    const level = String(Math.min(6, Number(original) + shift))
    const text = decodeText(inner)
    const base = `section-${postSlug(text)}`
    let id = base
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`
    used.add(id)
    headings.push({ id, text, level: Number(level) })
    return `<h${level} id="${id}">${inner}</h${level}>`
  })
  return { html, headings }
}

/** At most five headings for the 'Table of Content': the top-level ones (h2, the page's h1 is the title) when there are any. */
export function tableOfContents(headings: PostHeading[]): PostHeading[] {
  const top = headings.filter((h) => h.level <= 2)
  return (top.length ? top : headings).slice(0, 5)
}

const memo = new Map<string, RenderedContent>()
const MEMO_SIZE = 200

/** renderPostContent, remembered by source text (parsing and sanitizing are the costly part of a post page). */
export function renderPostContentMemo(source: string): RenderedContent {
  const known = memo.get(source)
  if (known) return known
  const rendered = renderPostContent(source)
  if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value as string)
  memo.set(source, rendered)
  return rendered
}
