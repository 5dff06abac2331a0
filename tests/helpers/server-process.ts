import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { rootDir } from '../../server/lib/paths'

export interface ServerRun {
  code: number | null
  stderr: string
  stdout: string
}

interface SpawnOptions {
  /** Run as this user and group (a container's uid, or an unprivileged one when the tests run as root). */
  uid?: number
}

function spawnServer(env: Record<string, string>, { uid }: SpawnOptions = {}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(rootDir, 'server/index.ts')], {
    cwd: rootDir,
    env: { PATH: process.env.PATH ?? '', ...env },
    ...(uid === undefined ? {} : { uid, gid: uid }),
  })
}

/** Starts the real server with `env` and waits for it to exit; fails the test if it keeps running. */
export function runServerToExit(env: Record<string, string>, options: SpawnOptions = {}): Promise<ServerRun> {
  return new Promise((resolve, reject) => {
    const child = spawnServer(env, options)
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
export function runServerUntilListening(
  env: Record<string, string>,
): Promise<{ stdout: string; stderr: string; stop: () => Promise<void>; kill: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const child = spawnServer(env)
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
