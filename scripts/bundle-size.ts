/**
 * `npm run size`: for each public page, the font files of the first view (the @font-face files its
 * inlined CSS names, but latin-ext, which loads only for a character in its unicode-range) and the gzipped JavaScript a visitor downloads: the module
 * scripts in the server HTML plus every chunk they import, statically or dynamically (the page's
 * islands, React and the demo modal included), found by reading the built files. Fails above the 90 KB budget or when
 * a page loads admin code.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { rootDir } from '../server/lib/paths'
import { startTestApp } from '../tests/helpers/app'
import { cliArgs } from './lib/cli'

export const BUDGET_BYTES = 90 * 1024
export const FONT_BUDGET_BYTES = 50 * 1024
const clientDir = path.join(rootDir, 'dist/client')

/** An entry of the islands registry (pages/components/islands.ts) as minified: `Name:()=>x(()=>import(`./chunk.js`)`. */
const ISLAND_LOADER = /(\w+):\(\)=>\w+\(\(\)=>import\(`(\.{1,2}\/[^`]+\.js)`\)/g

/**
 * The chunks a page can load from `entry`: static imports and dynamic ones (the demo modal, React),
 * except the islands registry's loaders of islands the page does not have.
 */
function chunkClosure(entry: string, islandsOnPage: Set<string>, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen
  seen.add(entry)
  const code = readFileSync(path.join(clientDir, entry), 'utf8')
  const otherIslands = new Set(
    [...code.matchAll(ISLAND_LOADER)].filter((m) => !islandsOnPage.has(m[1] ?? '')).map((m) => m[2]),
  )
  // The minifier writes dynamic imports with backticks: import(`../chunks/x.js`).
  const imports = code.matchAll(/(?:import|from)\s*\(?\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)
  for (const match of imports) {
    if (otherIslands.has(match[1])) continue
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(entry), match[1] ?? ''))
    chunkClosure(target, islandsOnPage, seen)
  }
  return seen
}

export async function measure(
  paths: string[],
): Promise<{ path: string; bytes: number; files: number; admin: boolean; fontBytes: number }[]> {
  process.env.NODE_ENV = 'production'
  const app = await startTestApp()
  try {
    const results = []
    for (const pagePath of paths) {
      const html = await (await fetch(new URL(pagePath, app.url))).text()
      const entries = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1] ?? '')
      const islands = new Set([...html.matchAll(/data-island="(\w+)"/g)].map((m) => m[1] ?? ''))
      const files = new Set<string>()
      for (const entry of entries) for (const file of chunkClosure(entry, islands)) files.add(file)
      let bytes = 0
      let admin = false
      for (const file of files) {
        const code = readFileSync(path.join(clientDir, file))
        bytes += gzipSync(code, { level: 9 }).length
        if (/react-admin|ra-core/.test(code.toString('utf8'))) admin = true
      }
      const fonts = [...html.matchAll(/url\(\/(assets\/[^)]+\.woff2)\)/g)]
        .map((m) => m[1] ?? '')
        .filter((f) => !f.includes('latin-ext'))
      const fontBytes = [...new Set(fonts)].reduce((sum, f) => sum + readFileSync(path.join(clientDir, f)).length, 0)
      results.push({ path: pagePath, bytes, files: files.size, admin, fontBytes })
    }
    return results
  } finally {
    await app.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { positionals } = cliArgs('npm run size [-- /path ...]', {}, Infinity)
  const paths = positionals.length ? positionals : ['/']
  const results = await measure(paths)
  let failed = false
  for (const r of results) {
    const kb = (r.bytes / 1024).toFixed(1)
    const over = r.bytes > BUDGET_BYTES || r.admin || r.fontBytes > FONT_BUDGET_BYTES
    failed ||= over
    console.log(
      `${over ? 'OVER' : 'ok  '} ${r.path}: ${kb} KB gzipped JS in ${r.files} files, ${(r.fontBytes / 1024).toFixed(1)} KB fonts${r.admin ? ' (ADMIN CODE!)' : ''}`,
    )
  }
  process.exit(failed ? 1 : 0)
}
