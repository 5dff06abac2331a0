import { spawnSync } from 'node:child_process'
import { rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { rootDir } from '../../server/lib/paths'
import { programArgs, type Program } from '../helpers/server-process'
import { scratchDir } from '../helpers/app'

const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

/** Runs a script as `npm run X` does (compiled, see programArgs), in a plain environment without any secret. */
async function run(script: string, args: string[], env: Record<string, string> = {}, input?: string) {
  const dataDir = scratchDir('cli-test-')
  dirs.push(dataDir)
  const result = spawnSync(
    process.execPath,
    [...(await programArgs(script.replace(/\.ts$/, '') as Program)), ...args],
    {
      cwd: rootDir,
      encoding: 'utf8',
      timeout: 60_000,
      input,
      env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), DATA_DIR: dataDir, ...env },
    },
  )
  return { status: result.status, stdout: result.stdout, stderr: result.stderr.trim(), dataDir }
}

describe('when an operator runs the CLIs', () => {
  it('then `npm run migrate` works in a plain checkout in production mode without SESSION_SECRET', async () => {
    const { status, stdout, stderr } = await run('migrate.ts', [], { NODE_ENV: 'production' })
    expect(stderr).toBe('')
    expect(status).toBe(0)
    expect(stdout).toMatch(/^Applied: /)
  })

  it('then `npm run create-admin` works in production mode without SESSION_SECRET', async () => {
    const { status, stdout, stderr } = await run(
      'create-admin.ts',
      ['--email', 'operator@example.com', '--password-stdin'],
      { NODE_ENV: 'production' },
      'Correct-horse-battery-staple-42\n',
    )
    expect(stderr).toBe('')
    expect(status).toBe(0)
    expect(stdout).toMatch(/^Created admin operator@example\.com\./)
  })

  it.each([
    ['migrate.ts', ['--emial', 'x']],
    ['seed.ts', ['--force']],
    ['backup.ts', ['--nope']],
    ['restore.ts', ['--forse', 'file.tar.gz']],
    ['bench.ts', ['--second=1']],
    ['soak.ts', ['--durration', '1']],
  ])('when %s gets an unknown flag, then one line names it and the exit code is 2', async (script, args) => {
    const { status, stderr } = await run(script, args)
    expect(status).toBe(2)
    expect(stderr.split('\n')).toHaveLength(1)
    expect(stderr).toMatch(new RegExp(`^Unknown option ${args[0]?.split('=')[0]} \\(usage: npm run `))
  })

  it('then `npm run bench -- --help` prints the usage and exits 0 without starting anything', async () => {
    const { status, stdout } = await run('bench.ts', ['--help'])
    expect(status).toBe(0)
    expect(stdout).toMatch(/^Usage: npm run bench -- \[--seconds=5\] \[--rounds=3\]/)
  })

  it('when DATA_DIR is a file, then migrate says so in one line and exits 1', async () => {
    const file = path.join(scratchDir('cli-test-'), 'file')
    dirs.push(path.dirname(file))
    writeFileSync(file, '')
    const { status, stderr } = await run('migrate.ts', [], { DATA_DIR: file })
    expect(status).toBe(1)
    expect(stderr).toBe(
      `Migration failed: Invalid environment variable DATA_DIR: ${file} exists and is not a directory`,
    )
  })
})
