import { readFileSync } from 'node:fs'
import path from 'node:path'

const STYLESHEET = /<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"]+\.css)">\n?/g

/**
 * Replaces the page's stylesheet links with the stylesheets themselves. The public CSS is small
 * (about 4 KB gzipped for a page), so inlining it removes a dozen render-blocking requests from
 * the first paint on a phone. Files are read once and kept in memory; hashed names never change.
 *
 * Each inlined file is also named by a `disabled` stylesheet link, which the browser never fetches:
 * Vite's loader of a dynamic import (an island's component and its CSS) skips a stylesheet the page
 * already links, so hydrating an island does not fetch its CSS again nor restyle the whole page with
 * a second copy of rules it already has.
 */
export function createCssInliner(clientDir: string): (html: string) => string {
  const cache = new Map<string, string>()
  const read = (href: string): string | undefined => {
    if (!cache.has(href)) {
      try {
        cache.set(href, readFileSync(path.join(clientDir, href), 'utf8').replace(/<\/style/gi, '<\\/style'))
      } catch {
        return undefined
      }
    }
    return cache.get(href)
  }
  return (html) => {
    const styles: string[] = []
    const inlined: string[] = []
    const stripped = html.replace(STYLESHEET, (tag, href: string) => {
      const css = read(href)
      if (css === undefined) return tag
      styles.push(css)
      inlined.push(`<link rel="stylesheet" href="${href}" disabled>`)
      return ''
    })
    if (!styles.length) return html
    return stripped.replace('</head>', `<style>${styles.join('\n')}</style>${inlined.join('')}</head>`)
  }
}
