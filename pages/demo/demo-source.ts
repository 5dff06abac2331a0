import type { DemoSource } from '../components/demo/DemoButton'

const SECTION = /^[a-z0-9-]{1,60}$/i

/**
 * The page and section a `from` value names ('/about#hero'), or the demo page itself when it names
 * nothing usable: only a site path (never another origin) and a plain section id are kept.
 */
export function demoSourceFromQuery(from: string | null, demoPath: string): DemoSource {
  const fallback = { page: demoPath, section: 'demo-page' }
  if (!from) return fallback
  const cut = from.lastIndexOf('#')
  const page = cut === -1 ? from : from.slice(0, cut)
  const section = cut === -1 ? '' : from.slice(cut + 1)
  if (!/^\/(?!\/)[^\s#?\\]{0,299}$/.test(page)) return fallback
  return { page, section: SECTION.test(section) ? section : 'unknown' }
}
