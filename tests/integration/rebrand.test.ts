import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { site as other } from '../fixtures/rebrand-site'
import { programArgs } from '../helpers/server-process'
import { scratchDir } from '../helpers/app'
import { copySeededDataDir } from '../helpers/template-db'

/**
 * A reseller rebrands by editing content/site.ts alone. The app runs as its own process in
 * development mode (Vite renders the pages from source) with SITE_MODULE swapping content/site.ts
 * for another brand's file (vite.config.ts).
 */
let server: ChildProcess | undefined
let url = ''
const dataDir = scratchDir('rebrand-test-')

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

beforeAll(async () => {
  // Migrated and the blog seeded, as after a first start: this start skips the seed's image rendering.
  await copySeededDataDir(dataDir)
  const port = await freePort()
  url = `http://127.0.0.1:${port}`
  server = spawn(process.execPath, await programArgs('server'), {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      // Vitest sets BASE_URL='/' (Vite's base) in its own environment: the app needs its URL.
      BASE_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SITE_MODULE: path.resolve('tests/fixtures/rebrand-site.ts'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let errors = ''
  server.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)))
  // Poll until the app answers (Vite's first start takes a while on a busy machine).
  let exited = false
  server.on('exit', () => (exited = true))
  for (let i = 0; i < 600 && !exited; i++) {
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.status < 500,
      () => false,
    )
    if (ok) return
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`the rebranded app did not start: ${errors}`)
}, 330_000)
afterAll(() => {
  server?.kill()
  rmSync(dataDir, { recursive: true, force: true })
})

const pages = [
  '/',
  '/about',
  '/career',
  '/pricing',
  '/hardware',
  '/products/restaurant-pos-system',
  '/categories/pizzeria',
  '/fr',
  '/fr/about',
]

describe('when content/site.ts names another brand', () => {
  it.each(pages)(
    'then %s shows that brand, its phone, address and socials, and no "MapleServe"',
    { timeout: 120_000 },
    async (p) => {
      const res = await fetch(`${url}${p}`)
      expect(res.status).toBe(200)
      const html = await res.text()
      expect(html).toContain(other.brand)
      expect(html).toContain(other.phone)
      expect(html).toContain(other.address.street)
      expect(html).toContain(other.social[0].href)
      expect(html).toContain(other.logoMark)
      expect(html.match(/mapleserve/gi) ?? []).toEqual([])
    },
  )
})
