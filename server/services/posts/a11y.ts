import MarkdownIt from 'markdown-it'
import type { Token } from 'markdown-it'
import type { Locale } from '../../../content/index.js'
import type { Message } from '../../i18n/index.js'

/**
 * The publish-time accessibility check of a post's Markdown (issue 19 item 7): a pure function over
 * markdown-it's tokens, run by the server when a post is published (errors answer 400) and by the
 * editor as the author types (POST /api/admin/posts/check). Lines are 1-based, as editors show them.
 */
type A11yCode =
  | 'image_no_alt'
  | 'image_alt_filename'
  | 'heading_empty'
  | 'heading_skip'
  | 'heading_h1'
  | 'link_vague'
  | 'link_bare_url'
  | 'link_empty'

export interface A11yIssue {
  code: A11yCode
  severity: 'error' | 'warning'
  line: number
  /** The offending text (alt, link text, heading levels), for the message. */
  detail?: string
}

export interface A11yReport {
  errors: A11yIssue[]
  warnings: A11yIssue[]
  stats: { words: number; sentences: number; readingMinutes: number; readingEase: number | null }
}

// GFM-style tables and strikethrough are on so their contents are checked like the page shows them.
const parser = new MarkdownIt({ html: true, linkify: true })

const VAGUE_LINK_TEXTS = new Set([
  'click here',
  'here',
  'click',
  'read more',
  'more',
  'link',
  'this link',
  'learn more',
  'ici',
  'cliquez ici',
  'cliquer ici',
  'lien',
  'ce lien',
  'en savoir plus',
  'lire la suite',
  'plus',
])

const IMAGE_FILE = /\.(jpe?g|png|gif|webp|avif|svg|bmp|tiff?|heic)$/i
const CAMERA_NAME = /^(img|image|dsc|dscn|pxl|photo|screenshot|capture)[-_ ]?\d+/i

export function looksLikeFileName(alt: string): boolean {
  const text = alt.trim()
  return IMAGE_FILE.test(text) || CAMERA_NAME.test(text) || /^[\w-]+\.[a-z0-9]{2,5}$/i.test(text)
}

function looksLikeUrl(text: string): boolean {
  return /^(https?:\/\/|www\.)\S+$/i.test(text.trim())
}

/** The first line of the block (0-based range) that contains `needle`, else the block's first line. */
function lineOf(lines: string[], map: [number, number] | null, needle: string): number {
  if (!map) return 1
  if (needle) for (let i = map[0]; i < map[1]; i++) if (lines[i]?.includes(needle)) return i + 1
  return map[0] + 1
}

function checkInline(inline: Token, lines: string[], issues: A11yIssue[]): void {
  const children = inline.children ?? []
  const map = inline.map as [number, number] | null
  for (let i = 0; i < children.length; i++) {
    const child = children[i]!
    if (child.type === 'image') {
      const alt = child.children?.map((c) => c.content).join('') ?? child.content
      const src = String(child.attrGet('src') ?? '')
      const line = lineOf(lines, map, src)
      if (!alt.trim()) issues.push({ code: 'image_no_alt', severity: 'error', line, detail: src })
      else if (looksLikeFileName(alt)) issues.push({ code: 'image_alt_filename', severity: 'error', line, detail: alt })
    } else if (child.type === 'link_open') {
      let text = ''
      let hasImage = false
      let j = i + 1
      for (; j < children.length && children[j]!.type !== 'link_close'; j++) {
        const part = children[j]!
        if (part.type === 'image') hasImage = true
        text += part.content
      }
      const href = String(child.attrGet('href') ?? '')
      const line = lineOf(lines, map, href)
      const normalized = text
        .trim()
        .toLowerCase()
        .replace(/[.!:…]+$/, '')
      if (!normalized && !hasImage) issues.push({ code: 'link_empty', severity: 'error', line, detail: href })
      else if (VAGUE_LINK_TEXTS.has(normalized))
        issues.push({ code: 'link_vague', severity: 'error', line, detail: text.trim() })
      else if (looksLikeUrl(text))
        issues.push({ code: 'link_bare_url', severity: 'warning', line, detail: text.trim() })
      i = j
    } else if (child.type === 'html_inline') checkHtmlImages(child.content, lineOf(lines, map, child.content), issues)
  }
}

/** Raw HTML images (<img ...>) need an alt attribute too. */
function checkHtmlImages(html: string, line: number, issues: A11yIssue[]): void {
  for (const match of html.matchAll(/<img\b[^>]*>/gi)) {
    const alt = /\balt\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(match[0])
    const value = alt ? (alt[2] ?? alt[3] ?? alt[4] ?? '') : ''
    if (!value.trim()) issues.push({ code: 'image_no_alt', severity: 'error', line, detail: match[0].slice(0, 80) })
    else if (looksLikeFileName(value))
      issues.push({ code: 'image_alt_filename', severity: 'error', line, detail: value })
  }
}

function countSyllables(word: string): number {
  const groups = word.toLowerCase().match(/[aeiouyàâäéèêëîïôöùûüÿœæ]+/g)
  let count = groups?.length ?? 1
  if (/[^aeiouy]e$/.test(word.toLowerCase()) && count > 1) count--
  return Math.max(1, count)
}

/**
 * Words, sentences and a reading-ease score: Flesch (English) or Kandel & Moles' French
 * adaptation; 0-100, higher is easier (60-70 is plain language). Null for very short texts.
 */
function textStats(text: string, language: Locale): A11yReport['stats'] {
  const words = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []
  const sentences = Math.max(1, (text.match(/[.!?…]+(\s|$)/g) ?? []).length)
  const syllables = words.reduce((sum, w) => sum + countSyllables(w), 0)
  const wps = words.length / sentences
  const spw = words.length ? syllables / words.length : 0
  const raw = language === 'fr' ? 207 - 1.015 * wps - 73.6 * spw : 206.835 - 1.015 * wps - 84.6 * spw
  return {
    words: words.length,
    sentences,
    readingMinutes: Math.max(1, Math.round(words.length / 200)),
    readingEase: words.length < 20 ? null : Math.round(Math.min(100, Math.max(0, raw))),
  }
}

export function checkPostMarkdown(markdown: string, language: Locale = 'en'): A11yReport {
  const tokens = parser.parse(markdown, {})
  const lines = markdown.split(/\r?\n/)
  const issues: A11yIssue[] = []
  let previousLevel = 1 // the page's own h1 is the post title
  let text = ''
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!
    if (token.type === 'heading_open') {
      const level = Number(token.tag.slice(1))
      const line = (token.map?.[0] ?? 0) + 1
      const inline = tokens[i + 1]
      const content = inline?.type === 'inline' ? inline.content.replace(/[#\s]/g, '') : ''
      if (!content) issues.push({ code: 'heading_empty', severity: 'error', line, detail: `h${level}` })
      if (level === 1) issues.push({ code: 'heading_h1', severity: 'warning', line })
      else if (level > previousLevel + 1)
        issues.push({ code: 'heading_skip', severity: 'error', line, detail: `h${previousLevel} → h${level}` })
      previousLevel = level
    } else if (token.type === 'inline') {
      checkInline(token, lines, issues)
      text += `${token.children?.map((c) => (c.type === 'text' || c.type === 'code_inline' ? c.content : ' ')).join('') ?? ''}\n`
    } else if (token.type === 'html_block') checkHtmlImages(token.content, (token.map?.[0] ?? 0) + 1, issues)
  }
  issues.sort((a, b) => a.line - b.line)
  return {
    errors: issues.filter((issue) => issue.severity === 'error'),
    warnings: issues.filter((issue) => issue.severity === 'warning'),
    stats: textStats(text, language),
  }
}

/** "Line 3: This image has no alt text..." as a coded message (English: english(); the admin shows its French). */
export function issueMessage(issue: A11yIssue): Message {
  const problem: Message = { code: `a11y.${issue.code}`, params: { detail: issue.detail ?? '' } }
  return { code: 'text.line', params: { line: issue.line, problem } }
}
