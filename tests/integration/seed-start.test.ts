import { execFile } from 'node:child_process'
import { rmSync } from 'node:fs'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { rootDir } from '../../server/lib/paths'
import { freePort } from '../helpers/leads'
import { programArgs, runServerUntilListening } from '../helpers/server-process'
import { scratchDir } from '../helpers/app'

/**
 * The sample blog posts: written on a first start through the app's own posts service (server/index.ts
 * hands the seeder composeServices().posts), and by `npm run seed` on a database that has them already.
 */
const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

const GUIDE = 'The Complete Guide to POS Systems for Quick-Service Restaurants'

describe('the sample blog posts', () => {
  it('when the server starts on an empty database, then /blog lists the sample posts, and npm run seed adds nothing twice', async () => {
    const dataDir = scratchDir('mapleserve-seed-')
    dirs.push(dataDir)
    const port = await freePort()
    const server = await runServerUntilListening({
      NODE_ENV: 'production',
      SESSION_SECRET: 'seed-start-secret-seed-start-secret-0001',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    })
    try {
      expect(server.stdout).toContain('blog seeded with the sample articles')
      const blog = await (await fetch(`http://127.0.0.1:${port}/blog`)).text()
      expect(blog).toContain(GUIDE)
    } finally {
      await server.stop()
    }
    const { stdout } = await promisify(execFile)(process.execPath, await programArgs('seed'), {
      cwd: rootDir,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
    })
    expect(stdout).toMatch(/Blog seed: 0 created, [1-9]\d* already present\./)
    expect(stdout).toMatch(/French versions: 0 created, [1-9]\d* already present\./)
  }, 120_000)
})
