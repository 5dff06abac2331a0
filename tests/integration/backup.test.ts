import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rootDir } from '../../server/lib/paths'
import { scratchDir, startTestApp, type TestApp } from '../helpers/app'
import { postJson, validInquiry, waitFor } from '../helpers/leads'
import { programArgs, type Program } from '../helpers/server-process'

/** Runs a repository script the way `npm run <script>` does, with DATA_DIR and DATABASE_URL set. */
async function runScript(script: Program, args: string[], dataDir: string): Promise<{ code: number; output: string }> {
  const programAndArgs = [...(await programArgs(script)), ...args]
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, programAndArgs, {
      cwd: rootDir,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, DATABASE_URL: `sqlite:${path.join(dataDir, 'app.db')}` },
    })
    let output = ''
    child.stdout.on('data', (c: Buffer) => (output += c.toString()))
    child.stderr.on('data', (c: Buffer) => (output += c.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code: code ?? 1, output }))
  })
}

// Backups cover the SQLite deployment (PostgreSQL uses pg_dump), so these apps always use SQLite.
function sqliteOverrides(dir: string): Record<string, string> {
  return { DATA_DIR: dir, DATABASE_URL: `sqlite:${path.join(dir, 'app.db')}`, FORM_RATE_LIMIT_MAX: '100000' }
}

const dirs: string[] = []
function tempDir(): string {
  const dir = scratchDir('mapleserve-backup-test-')
  dirs.push(dir)
  return dir
}

let live: TestApp
let liveDir: string
beforeAll(async () => {
  liveDir = tempDir()
  // The sample articles, each with its cover image set rendered into DATA_DIR/uploads, as a first start leaves them.
  live = await startTestApp(sqliteOverrides(liveDir), {}, { sampleBlog: true })
})
afterAll(async () => {
  await live?.close()
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

describe('when a backup is taken while visitors keep submitting forms', () => {
  it('then restoring it gives a working site with every post, every lead stored before the backup and the uploads', async () => {
    mkdirSync(path.join(liveDir, 'uploads', '2026', '11'), { recursive: true })
    const image = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 251))
    writeFileSync(path.join(liveDir, 'uploads', '2026', '11', 'kitchen.webp'), image)
    const posts = (await live.db('posts').select('slug', 'title', 'image', 'language')) as {
      slug: string
      title: string
      image: string | null
      language: string
    }[]
    expect(posts.filter((p) => p.image).length).toBeGreaterThan(0)

    // The load: 8 concurrent writers until told to stop.
    const acked: { id: number; email: string; at: number }[] = []
    let stop = false
    let failures = 0
    const writer = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const email = `load-${w}-${i}@example.com`
        const res = await postJson(`${live.url}/api/demo-inquiries`, { ...validInquiry, email })
        if (res.status === 201) acked.push({ id: ((await res.json()) as { id: number }).id, email, at: Date.now() })
        else failures++
      }
    }
    const writers = Array.from({ length: 8 }, (_, w) => writer(w))
    await waitFor(() => acked.length >= 150, { timeoutMs: 60_000 })

    const backupStarted = Date.now()
    const archive = path.join(tempDir(), 'site.tar.gz')
    const backup = await runScript('backup', [archive], liveDir)
    const ackedDuringBackup = acked.filter((a) => a.at > backupStarted).length
    const ackedByBackupEnd = acked.length
    await waitFor(() => acked.length > ackedByBackupEnd)
    stop = true
    await Promise.all(writers)
    expect(backup.output).toContain('Backup written')
    expect(backup.code).toBe(0)
    expect(failures).toBe(0)
    // The writes really overlapped the backup.
    expect(ackedDuringBackup).toBeGreaterThan(0)
    const mustHave = acked.filter((a) => a.at < backupStarted)

    // Restore into a fresh data directory and start the app on it.
    const restoredDir = tempDir()
    const restore = await runScript('restore', [archive], restoredDir)
    expect(restore.output).toContain('Restored')
    expect(restore.code).toBe(0)
    const restored = await startTestApp(sqliteOverrides(restoredDir))
    try {
      expect((await fetch(`${restored.url}/healthz`)).status).toBe(200)
      const home = await fetch(`${restored.url}/`)
      expect(home.status).toBe(200)
      expect(await home.text()).toContain('Why choose MapleServe?')

      const rows = (await restored.db('leads').where({ kind: 'demo' }).select('id', 'email').orderBy('id')) as {
        id: number
        email: string
      }[]
      const byId = new Map(rows.map((r) => [Number(r.id), r.email]))
      for (const lead of mustHave) expect(byId.get(lead.id)).toBe(lead.email)
      // One consistent snapshot: ids 1..n without holes, and every inquiry came with its outbox rows.
      expect(rows.map((r) => Number(r.id))).toEqual(Array.from({ length: rows.length }, (_, i) => i + 1))
      const outbox = (await restored
        .db('outbox')
        .where({ subject_type: 'lead' })
        .countDistinct({ n: 'subject_id' })) as { n: number }[]
      expect(Number(outbox[0]!.n)).toBe(rows.length)
      expect(rows.length).toBeGreaterThanOrEqual(mustHave.length)
      expect(rows.length).toBeLessThanOrEqual(acked.length)

      expect(readFileSync(path.join(restoredDir, 'uploads', '2026', '11', 'kitchen.webp')).equals(image)).toBe(true)
      // The audit log records the backup (on the live database) and the restore (on the restored one).
      expect(await live.db('audit_log').where({ action: 'backup.created' }).pluck('target')).toEqual(['site.tar.gz'])
      expect(await restored.db('audit_log').where({ action: 'backup.restored' }).pluck('target')).toEqual([
        'site.tar.gz',
      ])

      // Every post renders, with its images served from the restored uploads.
      for (const post of posts) {
        // French posts live under /fr/blog (their English-URL twin redirects to the English post).
        const page = await fetch(`${restored.url}${post.language === 'fr' ? '/fr' : ''}/blog/${post.slug}`)
        expect(page.status).toBe(200)
        expect(await page.text()).toContain(post.title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'))
        const sources = post.image ? (JSON.parse(post.image) as { sources: { url: string }[] }).sources : []
        expect(sources.length).toBeGreaterThan(0)
        for (const { url } of sources) expect((await fetch(`${restored.url}${url}`)).status).toBe(200)
      }

      // The restored site still takes new leads.
      const fresh = await postJson(`${restored.url}/api/demo-inquiries`, {
        ...validInquiry,
        email: 'after-restore@example.com',
      })
      expect(fresh.status).toBe(201)
    } finally {
      await restored.close()
    }
  })
})

describe('when restore is run against the data directory of a running server', () => {
  it('then it refuses and leaves the database alone', async () => {
    const archive = path.join(tempDir(), 'refuse.tar.gz')
    expect((await runScript('backup', [archive], liveDir)).code).toBe(0)
    const before = await live.db('leads').where({ kind: 'demo' }).count({ n: '*' })
    const restore = await runScript('restore', [archive], liveDir)
    expect(restore.code).toBe(1)
    expect(restore.output).toContain('A running server holds')
    expect(await live.db('leads').where({ kind: 'demo' }).count({ n: '*' })).toEqual(before)
    expect((await fetch(`${live.url}/healthz`)).status).toBe(200)
  })
})
