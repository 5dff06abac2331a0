/**
 * Keeps every hyphenated word or number of a page's server HTML on one line ("15.6-inch",
 * "1-888-555-0142", "tax-exempt", "main-d'œuvre"): each is wrapped in `<span class="nowrap">`, so a
 * narrow screen never breaks it after its hyphen. The text itself (copy, search, screen readers) is
 * unchanged. Only text between tags is touched, never attributes; the insides of script, style,
 * textarea, select, pre, code and svg are left as they are, and so are words already kept whole
 * (NoBreakHyphens' `nowrap` spans) and islands (`data-island`), which
 * React hydrates against its own render. Outside islands React's text separators (`<!-- -->`) are
 * dropped first, so "15.6<!-- -->-inch" (a size and a word from two JSX expressions) is one word.
 */
/** A run of non-spaces holding a hyphen between two letters or digits (NoBreakHyphens uses it too). */
export const HYPHENATED_SOURCE = '[^\\s<>]*[\\p{L}\\p{N}]-[\\p{L}\\p{N}][^\\s<>]*'
const HYPHENATED = new RegExp(HYPHENATED_SOURCE, 'gu')
const HAS_HYPHENATED = new RegExp(HYPHENATED_SOURCE, 'u')
const LEFT_ALONE = new Set(['script', 'style', 'textarea', 'select', 'pre', 'code', 'svg', 'title'])
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
])
const TAG = /<!--[\s\S]*?-->|<\/?([a-zA-Z][a-zA-Z0-9-]*)\b(?:"[^"]*"|'[^']*'|[^'">])*>/g

export function keepHyphenatedWordsWhole(html: string): string {
  let out = ''
  let last = 0
  // While inside a left-alone element or an island: its tag name and how deep in it we are.
  let skipTag: string | null = null
  let skipDepth = 0
  // The whole run is wrapped too: in a flex or grid box a run of text is one anonymous item, and a bare
  // span in it would become an item of its own (the footer's "Quick-Service" beside "Restaurants (QSR)").
  const text = (segment: string) => {
    if (skipTag || !HAS_HYPHENATED.test(segment)) return segment
    return `<span>${segment.replace(HYPHENATED, (word) => `<span class="nowrap">${word}</span>`)}</span>`
  }
  let pending = ''
  for (const match of html.matchAll(TAG)) {
    const [tag, rawName] = match
    pending += html.slice(last, match.index)
    last = match.index + tag.length
    if (tag === '<!-- -->' && !skipTag) continue
    out += text(pending)
    pending = ''
    out += tag
    const name = rawName?.toLowerCase()
    if (!name || tag.startsWith('<!--') || VOID.has(name) || tag.endsWith('/>')) continue
    const closing = tag.startsWith('</')
    if (skipTag) {
      if (name === skipTag) skipDepth += closing ? -1 : 1
      if (skipDepth === 0) skipTag = null
    } else if (!closing && (LEFT_ALONE.has(name) || /\s(data-island=|class="nowrap")/.test(tag))) {
      skipTag = name
      skipDepth = 1
    }
  }
  return out + text(pending + html.slice(last))
}
