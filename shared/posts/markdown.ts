import MarkdownIt from 'markdown-it'
import anchor from 'markdown-it-anchor'
import footnote from 'markdown-it-footnote'
import taskLists from 'markdown-it-task-lists'
import type { Env, StateCore, Token } from 'markdown-it'
import { postSlug } from './slug.js'

/**
 * The Markdown people write (issue 19): CommonMark plus GFM tables, strikethrough, task lists,
 * autolinks (linkify) and footnotes. Syntax choices of our own:
 * - An image alone in its paragraph is a figure; its title is the caption:
 *   `![Alt text](/uploads/x-960.jpg "Caption")` -> <figure><img alt="Alt text"><figcaption>Caption</figcaption></figure>.
 * - The page's h1 is the post title: when the post uses '#' headings, every heading moves one level
 *   down (h1 -> h2 ... h6 stays h6), so the outline keeps its shape.
 * - Headings get ids `section-<slug>` from markdown-it-anchor (duplicates: -2, -3 ...).
 * - Table cell alignment becomes a class (align-left|center|right): no style attribute survives.
 */
export interface PostHeading {
  id: string
  text: string
  level: number
}

export interface MarkdownEnv extends Env {
  headings: PostHeading[]
}

function inlineText(token: Token | undefined): string {
  return (token?.children ?? [])
    .filter((child) => child.type === 'text' || child.type === 'code_inline')
    .map((child) => child.content)
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
}

function shiftHeadings(state: StateCore): void {
  const headings = state.tokens.filter((t) => t.type === 'heading_open' || t.type === 'heading_close')
  if (!headings.some((t) => t.tag === 'h1')) return
  for (const token of headings) token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + 1)}`
}

function collectHeadings(state: StateCore): void {
  const env = state.env as Partial<MarkdownEnv>
  if (!env.headings) return
  state.tokens.forEach((token, index) => {
    if (token.type !== 'heading_open') return
    const id = token.attrGet('id')?.toString()
    if (id) env.headings?.push({ id, text: inlineText(state.tokens[index + 1]), level: Number(token.tag.slice(1)) })
  })
}

function isOnlyImage(inline: Token | undefined): Token | null {
  const children = (inline?.children ?? []).filter((c) => !(c.type === 'text' && c.content.trim() === ''))
  return children.length === 1 && children[0]?.type === 'image' ? children[0] : null
}

function markFigures(state: StateCore): void {
  const tokens = state.tokens
  for (let i = 0; i + 2 < tokens.length; i++) {
    const open = tokens[i]
    const close = tokens[i + 2]
    if (open?.type !== 'paragraph_open' || open.hidden || close?.type !== 'paragraph_close') continue
    const image = isOnlyImage(tokens[i + 1])
    if (!image) continue
    open.tag = 'figure'
    close.tag = 'figure'
    image.meta = { ...(image.meta as object | null), figure: true }
  }
}

function alignmentClasses(state: StateCore): void {
  for (const token of state.tokens) {
    if (token.type !== 'th_open' && token.type !== 'td_open') continue
    const align = /text-align:(left|center|right)/.exec(String(token.attrGet('style') ?? ''))?.[1]
    token.attrs = (token.attrs ?? []).filter(([name]) => name !== 'style')
    if (align) token.attrSet('class', `align-${align}`)
  }
}

export const markdown = new MarkdownIt('default', { html: true, linkify: true, typographer: false })
markdown.use(taskLists, { label: true })
markdown.use(footnote)
markdown.core.ruler.push('post_heading_levels', shiftHeadings)
markdown.use(anchor, {
  level: 1,
  slugify: (text: string) => `section-${postSlug(text) || 'heading'}`,
  uniqueSlugStartIndex: 2,
  tabIndex: false,
})
markdown.core.ruler.push('post_headings', collectHeadings)
markdown.core.ruler.push('post_figures', markFigures)
markdown.core.ruler.push('post_table_alignment', alignmentClasses)

const renderImage = markdown.renderer.rules.image
markdown.renderer.rules.image = (tokens, idx, options, env, self) => {
  const token = tokens[idx] as Token
  const caption = (token.meta as { figure?: boolean } | null)?.figure ? token.attrGet('title')?.toString() : null
  if (caption) token.attrs = (token.attrs ?? []).filter(([name]) => name !== 'title')
  token.attrSet('loading', 'lazy')
  const img = renderImage ? renderImage(tokens, idx, options, env, self) : self.renderToken(tokens, idx, options)
  return caption ? `${img}<figcaption>${markdown.utils.escapeHtml(caption)}</figcaption>` : img
}
