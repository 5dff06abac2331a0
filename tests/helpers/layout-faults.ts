/**
 * Runs inside the page: the positions of the hyphens of a text node after which its line breaks, the next
 * character drawn on a lower line ("15.6-" / "inch", "Quick-" / "Service"). Lower means its top is more than
 * 2 px below the hyphen's: a heading's lines can overlap (line-height under the font's height), so the next
 * line may start above the hyphen's bottom. Shared by findLayoutFaults (every text of the page) and
 * phone-overflow.test.ts (the marketing pages' headings), each given it by withPageHelper.
 */
export const hyphenBreaks = (node: Text): number[] => {
  const text = node.textContent ?? ''
  const range = document.createRange()
  const breaks: number[] = []
  for (let i = text.indexOf('-'); i >= 0 && i < text.length - 1; i = text.indexOf('-', i + 1)) {
    range.setStart(node, i)
    range.setEnd(node, i + 1)
    const hyphen = range.getClientRects()[0]
    range.setStart(node, i + 1)
    range.setEnd(node, i + 2)
    const next = range.getClientRects()[0]
    if (hyphen && next && next.top > hyphen.top + 2) breaks.push(i)
  }
  return breaks
}

/**
 * `fn` given `helper`, as a page function: page.evaluate sends a function to the browser as its source
 * text alone (String(fn)), so a page function cannot call a helper defined beside it. The function returned
 * calls `fn(helper)` in Node, and its source, which is what page.evaluate sends, is `fn`'s applied to
 * `helper`'s, so both run in the page.
 */
export function withPageHelper<H extends (...args: never[]) => unknown, R>(helper: H, fn: (helper: H) => R): () => R {
  const inPage = () => fn(helper)
  inPage.toString = () => `() => (${String(fn)})(${String(helper)})`
  return inPage
}

/**
 * Runs inside the page (page.evaluate): the layout faults a visitor sees on a narrow screen, each as
 * one readable line. Self-contained but for hyphenBreaks (withPageHelper): playwright serialises the
 * function's source.
 * - `hyphen`: a word or number whose line ends right after one of its hyphens ("15.6-" / "inch").
 * - `clipped`: text cut by an ancestor that hides its overflow (a box with overflow hidden or clip
 *   whose text is wider than it, or text drawn outside it).
 * - `overflow`: the page is wider than the window (a visitor can scroll sideways).
 */
export const findLayoutFaults = withPageHelper(hyphenBreaks, (breaksOf): string[] => {
  const faults: string[] = []
  const viewportWidth = window.innerWidth
  const short = (text: string, at: number) =>
    text
      .slice(Math.max(0, at - 24), at + 24)
      .replace(/\s+/g, ' ')
      .trim()
  const hidesOverflow = (style: CSSStyleDeclaration) =>
    ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY)
  // Each element's style, read once: every text node asks about all its ancestors (nothing changes meanwhile).
  const styles = new Map<Element, CSSStyleDeclaration>()
  const styleOf = (el: Element) => {
    let style = styles.get(el)
    if (!style) styles.set(el, (style = getComputedStyle(el)))
    return style
  }
  // Visually hidden text for screen readers (1 px boxes, clip rect) is not shown, so it cannot be cut.
  const isScreenReaderOnly = (el: Element) => {
    const r = el.getBoundingClientRect()
    const style = styleOf(el)
    return (r.width <= 1 && r.height <= 1) || style.clip.startsWith('rect') || style.clipPath.startsWith('inset(50%')
  }
  // Whether an element or one of its ancestors below <html> is screen-reader only, remembered per element.
  const screenReaderOnlyWithin = new Map<Element, boolean>()
  const inScreenReaderOnly = (el: Element | null): boolean => {
    if (!el || el === document.documentElement) return false
    let within = screenReaderOnlyWithin.get(el)
    if (within === undefined) {
      within = isScreenReaderOnly(el) || inScreenReaderOnly(el.parentElement)
      screenReaderOnlyWithin.set(el, within)
    }
    return within
  }
  // An element's ancestors-or-self below <html> that hide their overflow, nearest first, remembered per element.
  const clippersOf = new Map<Element, Element[]>()
  const clippingAncestors = (el: Element | null): Element[] => {
    if (!el || el === document.documentElement) return []
    let list = clippersOf.get(el)
    if (!list) {
      const above = clippingAncestors(el.parentElement)
      list = hidesOverflow(styleOf(el)) ? [el, ...above] : above
      clippersOf.set(el, list)
    }
    return list
  }
  const clippers = new Map<Element, DOMRect>()
  const reportedClippers = new Set<Element>()

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? ''
    const parent = node.parentElement
    if (!parent || !text.trim()) continue
    if (parent.closest('script, style, noscript, template, svg')) continue
    if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue
    const range = document.createRange()
    range.selectNodeContents(node)
    const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0)
    if (!rects.length) continue

    for (const i of breaksOf(node as Text)) faults.push(`hyphen: "${short(text, i)}" breaks after its hyphen`)

    if (inScreenReaderOnly(parent)) continue
    for (const ancestor of clippingAncestors(parent)) {
      const style = styleOf(ancestor)
      if (!clippers.has(ancestor)) clippers.set(ancestor, ancestor.getBoundingClientRect())
      const box = clippers.get(ancestor) as DOMRect
      const x = ['hidden', 'clip'].includes(style.overflowX)
      const y = ['hidden', 'clip'].includes(style.overflowY)
      const outside = rects.find(
        (r) =>
          (x && (r.left < box.left - 1 || r.right > box.right + 1)) ||
          (y && (r.top < box.top - 1 || r.bottom > box.bottom + 1)),
      )
      if (outside && !reportedClippers.has(ancestor)) {
        reportedClippers.add(ancestor)
        const name = `${ancestor.tagName.toLowerCase()}${ancestor.className ? `.${String(ancestor.className).split(' ')[0]}` : ''}`
        faults.push(`clipped: "${short(text, 0)}" drawn outside ${name} (overflow hidden)`)
      }
    }
  }

  for (const el of document.body.querySelectorAll('*')) {
    if (reportedClippers.has(el) || !el.textContent?.trim() || el.closest('svg')) continue
    const style = styleOf(el)
    if (!hidesOverflow(style) || isScreenReaderOnly(el)) continue
    if (!el.checkVisibility({ visibilityProperty: true })) continue
    const x = ['hidden', 'clip'].includes(style.overflowX)
    if (x && el.scrollWidth > el.clientWidth + 1 && style.textOverflow === 'ellipsis') {
      faults.push(`clipped: "${short(el.textContent, 0)}" cut with an ellipsis`)
    }
  }

  // Words drawn by CSS (`content: attr(...)`, the heroes' faded background words): wider than the
  // box that hides its overflow means cut ("ERNIER SERVIC").
  const canvas = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D
  for (const el of document.body.querySelectorAll('*')) {
    for (const pseudo of ['::before', '::after']) {
      const style = getComputedStyle(el, pseudo)
      const word = /^"(.{3,})"$/.exec(style.content)?.[1]
      if (!word || style.display === 'none') continue
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      const spacing = parseFloat(style.letterSpacing) || 0
      const width = canvas.measureText(word).width + spacing * word.length
      let clipper: Element | null = el
      while (clipper && !hidesOverflow(styleOf(clipper))) clipper = clipper.parentElement
      const box = clipper?.getBoundingClientRect()
      if (box && width > Math.min(box.width, viewportWidth) + 1) {
        faults.push(`clipped: the word "${word}" (${Math.round(width)}px) is cut by a ${Math.round(box.width)}px box`)
      }
    }
  }

  const pageWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth)
  if (pageWidth > viewportWidth) faults.push(`overflow: the page is ${pageWidth}px wide in a ${viewportWidth}px window`)
  return faults
})
