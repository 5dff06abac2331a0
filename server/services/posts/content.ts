import sanitizeHtml from 'sanitize-html'
import { markdown, type MarkdownEnv, type PostHeading } from '../../../shared/posts/markdown.js'

export type { PostHeading } from '../../../shared/posts/markdown.js'

/**
 * Post content: Markdown (shared/posts/markdown.ts) with raw HTML allowed, then sanitized by
 * an allowlist (sanitize-html), so nothing from a post can run script: no <script>, <svg>, <iframe>,
 * no on* or style attributes, no javascript: or data: links. Ids survive only where our own plugins
 * put them (headings, footnotes); a raw <h1> becomes an <h2> (the page's h1 is the title).
 */
const headingTags = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']

const FOOTNOTE_ID = /^fn(ref)?\d+(:\d+)?$/

const allowedTags = [
  ...headingTags,
  ...['p', 'br', 'hr', 'blockquote', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'u', 's', 'del', 'mark'],
  ...['code', 'pre', 'a', 'img', 'figure', 'figcaption', 'sup', 'sub', 'abbr', 'small', 'section', 'label', 'input'],
  ...['table', 'caption', 'thead', 'tbody', 'tr', 'th', 'td'],
]

function keepId(attribs: sanitizeHtml.Attributes, allowed: (id: string) => boolean): sanitizeHtml.Attributes {
  const { id, ...rest } = attribs
  return id !== undefined && allowed(id) ? { ...rest, id } : rest
}

function sanitizeOptions(headingIds: ReadonlySet<string>): sanitizeHtml.IOptions {
  const heading: sanitizeHtml.Transformer = (tagName, attribs) => ({
    tagName: tagName === 'h1' ? 'h2' : tagName,
    attribs: keepId(attribs, (id) => headingIds.has(id)),
  })
  return {
    allowedTags,
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'id'],
      img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
      ol: ['start'],
      li: ['id'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
      abbr: ['title'],
      input: ['type', 'checked', 'disabled'],
      ...Object.fromEntries(headingTags.map((tag) => [tag, ['id']])),
    },
    allowedClasses: {
      ul: ['contains-task-list'],
      li: ['task-list-item', 'footnote-item'],
      input: ['task-list-item-checkbox'],
      section: ['footnotes'],
      hr: ['footnotes-sep'],
      ol: ['footnotes-list'],
      sup: ['footnote-ref'],
      a: ['footnote-backref'],
      th: ['align-left', 'align-center', 'align-right'],
      td: ['align-left', 'align-center', 'align-right'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['https'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      ...Object.fromEntries(headingTags.map((tag) => [tag, heading])),
      a: (tagName, attribs) => {
        const external = /^https?:\/\//i.test(attribs.href ?? '')
        const own = keepId(attribs, (id) => FOOTNOTE_ID.test(id))
        return { tagName, attribs: external ? { ...own, rel: 'noopener nofollow' } : own }
      },
      li: (tagName, attribs) => ({ tagName, attribs: keepId(attribs, (id) => FOOTNOTE_ID.test(id)) }),
      // Only the task list's read-only checkbox: whatever the author wrote, an input is that.
      input: (tagName, attribs) => ({
        tagName,
        attribs: {
          type: 'checkbox',
          disabled: '',
          ...(attribs.checked !== undefined ? { checked: '' } : {}),
          ...(attribs.class ? { class: attribs.class } : {}),
        },
      }),
    },
  }
}

export interface RenderedContent {
  html: string
  headings: PostHeading[]
  /** Words of running text, for the reading time. */
  words: number
}

function countWords(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[#\w]+;/g, ' ')
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length
}

/** Markdown -> safe HTML with ids on headings, and the headings for the table of contents. */
export function renderPostContent(source: string): RenderedContent {
  const env: MarkdownEnv = { headings: [] }
  const rendered = markdown.render(source, env)
  const html = sanitizeHtml(rendered, sanitizeOptions(new Set(env.headings.map((h) => h.id))))
  return { html, headings: env.headings, words: countWords(html) }
}

/** Whole minutes at 230 words a minute, at least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 230))
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
