import { spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'
import { rootDir } from '../../server/lib/paths'
import { NODE_BUILD, NODE_ENTRIES } from '../../scripts/lib/node-build'

/** The programs tests start as processes: the server and the CLIs (dist/node's entries), bench and soak. */
const ENTRIES = { ...NODE_ENTRIES, bench: 'scripts/bench.ts', soak: 'scripts/soak.ts' }
export type Program = keyof typeof ENTRIES

let compiled: Promise<string> | undefined

/**
 * Compiles ENTRIES from the current sources with the options scripts/build.ts gives dist/node, once per test
 * worker, into dist/.test-node-<hash of the output> (two levels below the root, as dist/node, so
 * server/lib/paths.ts finds the root): the same sources reuse the same folder, and folders an hour old from other
 * sources are removed. Plain `node` then starts a program in half the CPU time of `node --import tsx`, which
 * compiles the TypeScript again in every process; unlike dist/node it cannot be older than the sources.
 */
async function compile(): Promise<string> {
  const { outputFiles } = await build({
    ...NODE_BUILD,
    entryPoints: ENTRIES,
    outdir: path.join(rootDir, 'dist/.test-node'),
    write: false,
  })
  const hash = createHash('sha256')
  for (const file of outputFiles) hash.update(path.basename(file.path)).update(file.contents)
  const dist = path.join(rootDir, 'dist')
  const outdir = path.join(dist, `.test-node-${hash.digest('hex').slice(0, 16)}`)
  if (existsSync(outdir)) return outdir
  mkdirSync(dist, { recursive: true })
  // Written aside, then renamed: a worker never runs a half-written folder another one is writing.
  const partial = mkdtempSync(path.join(dist, '.partial-test-node-'))
  // Readable by the uid some tests run the server as (startup-failures.test.ts).
  chmodSync(partial, 0o755)
  for (const file of outputFiles) writeFileSync(path.join(partial, path.basename(file.path)), file.contents)
  try {
    renameSync(partial, outdir)
  } catch {
    // Another worker renamed the same output first.
    rmSync(partial, { recursive: true, force: true })
  }
  const hourAgo = Date.now() - 3600_000
  for (const name of readdirSync(dist)) {
    const old = path.join(dist, name)
    const mtime = statSync(old, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()
    if (/^\.(partial-)?test-node-/.test(name) && old !== outdir && mtime < hourAgo) {
      rmSync(old, { recursive: true, force: true })
    }
  }
  return outdir
}

/** The arguments for `process.execPath` that run `program` (what `npm run <program>` or `npm start` runs). */
export async function programArgs(program: Program): Promise<string[]> {
  compiled ??= compile()
  return [path.join(await compiled, `${program}.js`)]
}

export interface ServerRun {
  code: number | null
  stderr: string
  stdout: string
}

interface SpawnOptions {
  /** Run as this user and group (a container's uid, or an unprivileged one when the tests run as root). */
  uid?: number
}

async function spawnServer(env: Record<string, string>, { uid }: SpawnOptions = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, await programArgs('server'), {
    cwd: rootDir,
    env: { PATH: process.env.PATH ?? '', ...env },
    ...(uid === undefined ? {} : { uid, gid: uid }),
  })
  // Listed while it runs, for tests/setup/stop-left-servers.ts to kill after the run if a timed-out test left it.
  const listed =
    process.env.MAPLESERVE_TEST_SERVERS &&
    child.pid &&
    path.join(process.env.MAPLESERVE_TEST_SERVERS, String(child.pid))
  if (listed) {
    writeFileSync(listed, '')
    child.once('exit', () => rmSync(listed, { force: true }))
  }
  return child
}

/** Starts the real server with `env` and waits for it to exit; fails the test if it keeps running. */
export async function runServerToExit(env: Record<string, string>, options: SpawnOptions = {}): Promise<ServerRun> {
  const child = await spawnServer(env, options)
  return new Promise((resolve, reject) => {
    let stderr = ''
    let stdout = ''
    child.stderr?.on('data', (c: Buffer) => (stderr += c.toString()))
    child.stdout?.on('data', (c: Buffer) => (stdout += c.toString()))
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`the server kept running:\n${stdout}\n${stderr}`))
    }, 80_000)
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, stderr, stdout })
    })
  })
}

/**
 * Starts the real server and waits until its log says it listens; returns the log so far, a stop
 * that sends SIGTERM and a kill that sends SIGKILL, each waiting for the exit. Rejects with the output if it exits first.
 */
export async function runServerUntilListening(
  env: Record<string, string>,
): Promise<{ stdout: string; stderr: string; stop: () => Promise<void>; kill: () => Promise<void> }> {
  const child = await spawnServer(env)
  return new Promise((resolve, reject) => {
    let stderr = ''
    let stdout = ''
    let listening = false
    const exited = new Promise<void>((done) => child.once('exit', () => done()))
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`the server did not listen within 80 s:\n${stdout}\n${stderr}`))
    }, 80_000)
    child.stderr?.on('data', (c: Buffer) => (stderr += c.toString()))
    child.stdout?.on('data', (c: Buffer) => {
      stdout += c.toString()
      if (!listening && stdout.includes('listening on')) {
        listening = true
        clearTimeout(timer)
        resolve({
          stdout,
          stderr,
          stop: async () => {
            child.kill('SIGTERM')
            await exited
          },
          /** SIGKILL: no shutdown at all (a crash, an OOM kill), then waits for the exit. */
          kill: async () => {
            child.kill('SIGKILL')
            await exited
          },
        })
      }
    })
    child.once('exit', (code) => {
      if (listening) return
      clearTimeout(timer)
      reject(new Error(`the server exited (${code}) before listening:\n${stdout}\n${stderr}`))
    })
  })
}
