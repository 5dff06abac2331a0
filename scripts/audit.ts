/**
 * `npm run audit [-- /path ...]`: Lighthouse (mobile, its default) on every public route the sitemap
 * lists (or the given paths), against the production build with a fresh database. Writes
 * reports/lighthouse.json and prints one line per page. Exits 1 when a page misses the bars:
 * performance >= 95, accessibility, best practices and SEO = 100.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { rootDir } from '../server/lib/paths'
import { seedIfEmpty } from '../server/services/blog-seed'
import { startTestApp } from '../tests/helpers/app'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/helpers/browser'
import { cliArgs } from './lib/cli'

const BARS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const
type Category = keyof typeof BARS

const { positionals } = cliArgs('npm run audit [-- /path ...]', {}, Infinity)
process.env.NODE_ENV = 'production'
const app = await startTestApp()
await seedIfEmpty(app.db, app.dataDir)
let paths = positionals
if (!paths.length) {
  const sitemap = await fetch(`${app.url}/sitemap.xml`)
  paths = sitemap.ok
    ? [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname)
    : ['/']
}

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_ARGS,
})
const results: { path: string; scores: Record<Category, number>; pass: boolean }[] = []
try {
  for (const pagePath of paths) {
    const audit = () =>
      lighthouse(`${app.url}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(BARS),
      })
    // The first load of a fresh browser sometimes ends in a runtime error with no scores: retry once.
    let runner = await audit()
    if (runner?.lhr.runtimeError) runner = await audit()
    const categories = runner?.lhr.categories ?? {}
    const scores = Object.fromEntries(
      (Object.keys(BARS) as Category[]).map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)]),
    ) as Record<Category, number>
    const pass = (Object.keys(BARS) as Category[]).every((c) => scores[c] >= BARS[c])
    results.push({ path: pagePath, scores, pass })
    console.log(
      `${pass ? 'ok  ' : 'FAIL'} ${pagePath}  perf ${scores.performance}  a11y ${scores.accessibility}  bp ${scores['best-practices']}  seo ${scores.seo}`,
    )
    const metric = (id: string) => runner?.lhr.audits[id]?.displayValue ?? '?'
    console.log(
      `       FCP ${metric('first-contentful-paint')}  LCP ${metric('largest-contentful-paint')}  TBT ${metric('total-blocking-time')}  CLS ${metric('cumulative-layout-shift')}  SI ${metric('speed-index')}`,
    )
    if (!pass && runner) {
      for (const audit of Object.values(runner.lhr.audits)) {
        if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary') {
          console.log(`       - ${audit.id}: ${audit.title}`)
        }
      }
    }
  }
} finally {
  chrome.kill()
  await app.close()
}

const outDir = path.join(rootDir, 'reports')
mkdirSync(outDir, { recursive: true })
writeFileSync(
  path.join(outDir, 'lighthouse.json'),
  JSON.stringify({ date: new Date().toISOString(), results }, null, 2),
)
process.exit(results.every((r) => r.pass) ? 0 : 1)
