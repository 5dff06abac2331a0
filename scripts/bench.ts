/**
 * `npm run bench`: load-tests the production server on loopback with autocannon, each target after a
 * warm-up, and prints requests/s, p50 and p99 plus the ratios that matter:
 *   - the post page from Varnish (a HIT, deploy/varnish/default.vcl) against Varnish serving a static
 *     file of the same bytes (goal >= 0.9x), and the same page reached by ad clicks (a new gclid on
 *     each request: still a HIT, the VCL drops tracking parameters)
 *   - the origin's post page uncached (a new query string per request: Vike's renderPage, +data with
 *     its database query, renderToString) against a plain Express route (goal >= 0.08x)
 *   - a mixed load through Varnish: 80 % cached pages, 15 % /blog searches, 5 % demo-form posts (p99)
 * It builds when the build is stale, starts the compiled server (dist/node/server.js, as the image
 * runs it) on a throw-away DATA_DIR (seeded on start), a
 * reference Express server (plain route + express.static) and two varnishd (one in front of each) as
 * separate processes, so none shares an event loop with autocannon. Without varnishd the Varnish
 * rows are skipped with a note. `npm run bench -- --seconds=5 --rounds=3` (the defaults) sets each run's duration and the number of
 * interleaved rounds.
 * `npm run bench -- --newsletter`: one issue to 10,000 subscribers instead (scripts/bench-newsletter.ts).
 */
import type { ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import express from 'express'
import { rootDir } from '../server/lib/paths'
import { cliArgs } from './lib/cli'
import { median } from './lib/stats'
import { ensureBuild, measureAll, start, waitFor, type BenchRequest, type Row, type Target } from './lib/bench-measure'
import { freePort, startVarnish, varnishdPath, type Varnish } from './lib/varnish'

// `npm run bench -- --newsletter`: the newsletter sending benchmark instead (scripts/bench-newsletter.ts).
if (process.argv.includes('--newsletter')) {
  await import('./bench-newsletter')
  process.exit()
}
// `npm run bench -- --main-thread [/path ...]`: a page's main-thread time at 4x CPU (scripts/bench-main-thread.ts).
if (process.argv.includes('--main-thread')) await import('./bench-main-thread').then(() => process.exit())
// `npm run bench -- --contention [/path ...]`: the main thread's run time against its wait for a CPU (scripts/bench-contention.ts).
if (process.argv.includes('--contention')) await import('./bench-contention').then(() => process.exit())

const SERVER_PORT = 3540
const REFERENCE_PORT = 3541
const HOST = '127.0.0.1'
// `--reference DIR` is the child mode this script starts itself; operators use the other flags.
const reference = process.argv[2] === '--reference'
const { values: args } = reference
  ? { values: {} as Record<string, string | boolean | undefined> }
  : cliArgs(
      'npm run bench -- [--seconds=5] [--rounds=3]  (load-tests the production build on loopback: req/s, p50, p99, ratios)',
      { seconds: { type: 'string' }, rounds: { type: 'string' } },
    )
const seconds = Number(args.seconds ?? 5)
const rounds = Number(args.rounds ?? 3)
if (!(seconds > 0) || !(rounds > 0) || !Number.isInteger(rounds)) {
  console.error('--seconds needs a positive number and --rounds a positive whole number')
  process.exit(2)
}
const connections = 10

if (reference) {
  // Reference server: the fastest Express can answer, with the post page's bytes on disk.
  const [, , , dir = '.'] = process.argv
  const app = express()
  app.disable('x-powered-by')
  app.get('/plain', (_req, res) => {
    res.type('text/plain').send('ok')
  })
  // Cacheable by Varnish like a page, so both Varnish rows measure HITs.
  app.use(
    express.static(dir, { setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=3600') }),
  )
  app.listen(REFERENCE_PORT, HOST)
} else {
  await main()
}

/** 80 % cached pages, 15 % /blog searches (each a new query: a miss), 5 % demo-form posts. */
function mixedRequest(pages: string[]): (req: BenchRequest) => BenchRequest {
  let n = 0
  return (req): BenchRequest => {
    n += 1
    const roll = n % 20
    if (roll === 0)
      return {
        ...req,
        method: 'POST',
        path: '/api/demo-inquiries',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          first_name: 'Bench',
          last_name: 'Mark',
          email: `bench${n}@example.com`,
          phone: '5145550100',
          company: 'Bench Bistro',
          message: 'Load test',
        }),
      }
    if (roll <= 3) return { ...req, method: 'GET', path: `/blog?q=pos+${n}`, body: undefined, headers: {} }
    return { ...req, method: 'GET', path: pages[n % pages.length] ?? '/', body: undefined, headers: {} }
  }
}

/** A 12-megapixel photo through the upload pipeline (sharp: three WebP widths + a fallback). */
async function benchUpload(): Promise<void> {
  const { photoJpeg } = await import('../tests/helpers/images')
  const { storeImageSet } = await import('../server/services/media/media')
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mapleserve-bench-upload-'))
  try {
    const jpeg = await photoJpeg(4000, 3000)
    const times: number[] = []
    for (let i = 0; i < rounds; i++) {
      const started = performance.now()
      await storeImageSet(jpeg, 'bench', dir)
      times.push(performance.now() - started)
    }
    const middle = median(times, 0)
    console.log(
      `
12 MP JPEG (${(jpeg.length / 1e6).toFixed(1)} MB) resized and stored: median ${middle.toFixed(0)} ms over ${rounds} runs (goal < 2000 ms on a quiet machine)`,
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

async function main(): Promise<void> {
  ensureBuild()
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mapleserve-bench-'))
  const server = start([path.join(rootDir, 'dist/node/server.js')], {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(SERVER_PORT),
    HOST,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    FORM_RATE_LIMIT_MAX: '1000000',
    // Varnish sends X-Forwarded-For.
    TRUST_PROXY: 'loopback',
  })
  const staticDir = path.join(dataDir, 'static')
  let reference: ChildProcess | undefined
  const varnishes: Varnish[] = []
  try {
    const base = `http://${HOST}:${SERVER_PORT}`
    await waitFor(`${base}/healthz`)
    const list = await (await fetch(`${base}/blog`)).text()
    const slug = /href="\/blog\/([a-z0-9-]+)"/.exec(list)?.[1]
    if (!slug) throw new Error('no post on /blog: was the database seeded?')
    const postHtml = await (await fetch(`${base}/blog/${slug}`)).text()
    mkdirSync(staticDir, { recursive: true })
    writeFileSync(path.join(staticDir, 'post.html'), postHtml)
    reference = start([path.join(rootDir, 'scripts/bench.ts'), '--reference', staticDir], process.env)
    const ref = `http://${HOST}:${REFERENCE_PORT}`
    await waitFor(`${ref}/plain`)

    const varnishd = varnishdPath()
    let edge: Varnish | undefined
    let edgeStatic: Varnish | undefined
    if (varnishd) {
      edge = await startVarnish(varnishd, await freePort(), SERVER_PORT)
      varnishes.push(edge)
      edgeStatic = await startVarnish(varnishd, await freePort(), REFERENCE_PORT, { healthPath: '/plain' })
      varnishes.push(edgeStatic)
      await fetch(`${edge.url}/blog/${slug}`)
      if ((await fetch(`${edge.url}/blog/${slug}`)).headers.get('x-cache') !== 'HIT')
        throw new Error('the post page is not a Varnish HIT')
    } else {
      console.log('varnishd is not installed (apt-get install varnish varnish-modules): the Varnish rows are skipped')
    }

    console.log(
      `autocannon: ${connections} connections, ${rounds} interleaved rounds of ${seconds} s per target (median), ` +
        `after a warm-up; post /blog/${slug} (${postHtml.length} bytes), ${os.cpus().length} CPUs, load ${os.loadavg()[0]?.toFixed(1)}`,
    )
    let n = 0
    const targets: Target[] = [
      {
        name: 'post page, origin uncached',
        options: {
          url: `${base}/blog/${slug}`,
          // A new query string per request: Vike renders every one.
          requests: [{ setupRequest: (req) => ({ ...req, path: `/blog/${slug}?bench=${n++}` }) }],
        },
      },
      { name: 'plain Express route', options: { url: `${ref}/plain` } },
    ]
    // Targets that write (the mixed load's form posts and searches, the form post) come after every
    // round of the read-only ones: each inquiry queues outbox deliveries that the server's worker sends
    // in the background for a while, which would otherwise run during the next rounds' page renders.
    const writing: Target[] = []
    if (edge && edgeStatic) {
      const gzip = { 'accept-encoding': 'gzip' }
      const pages = ['/', '/blog', `/blog/${slug}`, '/pricing', '/fr', '/fr/blog', '/products/restaurant-pos-system']
      for (const page of pages) await fetch(`${edge.url}${page}`)
      targets.push(
        // As browsers ask: both are stored gzipped by Varnish and served as stored.
        { name: 'post page, Varnish HIT', options: { url: `${edge.url}/blog/${slug}`, headers: gzip } },
        { name: 'Varnish, static same bytes', options: { url: `${edgeStatic.url}/post.html`, headers: gzip } },
        {
          // Campaign traffic: a new click id on every request, which the VCL drops before the lookup.
          name: 'post page, Varnish, ad clicks',
          options: {
            url: `${edge.url}/blog/${slug}`,
            headers: gzip,
            requests: [{ setupRequest: (req) => ({ ...req, path: `/blog/${slug}?utm_source=ads&gclid=bench${n++}` }) }],
          },
        },
      )
      writing.push({
        name: 'mixed load through Varnish',
        options: { url: edge.url, headers: gzip, requests: [{ setupRequest: mixedRequest(pages) }] },
      })
    }
    // Each form post stores an inquiry and its outbox rows in one durable transaction (SQLite synchronous=FULL).
    const inquiry = { first_name: 'Bench', last_name: 'Mark', email: 'bench@example.com', phone: '416-555-0100' }
    writing.push({
      name: 'form post (demo inquiry)',
      options: {
        url: `${base}/api/demo-inquiries`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...inquiry, company: 'Bench Bistro' }),
      },
    })
    const rows = [
      ...(await measureAll(targets, { rounds, seconds, connections })),
      ...(await measureAll(writing, { rounds, seconds, connections })),
    ]
    const [uncached, plain] = rows as [Row, Row]
    const [edgePost, edgeFile, adClicks, mixed] = edge ? (rows.slice(2) as [Row, Row, Row, Row]) : []

    const ratio = (a: Row, b: Row) => (a.rps / b.rps).toFixed(2)
    console.log('\nratios')
    if (edgePost && edgeFile)
      console.log(`  Varnish post / Varnish static  ${ratio(edgePost, edgeFile)}x  (goal >= 0.9)`)
    console.log(`  uncached post / plain route    ${ratio(uncached, plain)}x  (goal >= 0.08)`)
    if (adClicks && edgePost)
      console.log(`  ad clicks / Varnish post       ${ratio(adClicks, edgePost)}x  (a HIT despite the new gclid)`)
    if (mixed) console.log(`  mixed load p99                 ${mixed.p99} ms at ${mixed.rps.toFixed(0)} req/s`)
    console.log(
      `load average after the run: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    )
    await benchUpload()
    if (rows.some((r) => r.bad > 0)) process.exitCode = 1
  } finally {
    for (const v of varnishes) await v.stop()
    reference?.kill('SIGTERM')
    server.kill('SIGTERM')
    await new Promise((r) => server.once('exit', r))
    rmSync(dataDir, { recursive: true, force: true })
  }
}
