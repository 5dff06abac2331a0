import { execFileSync } from 'node:child_process'
import { readFileSync, statSync } from 'node:fs'
import { statfs } from 'node:fs/promises'
import path from 'node:path'
import type { Env } from '../../env.js'
import { rootDir } from '../../lib/paths.js'
import type { RedisSendCommand } from '../../middleware/rate-limit.js'

export interface ProbeResult {
  ok: boolean
  /** The HTTP status the endpoint answered, when it answered. */
  httpStatus: number | null
  ms: number
  error: string | null
}

const PROBE_TIMEOUT_MS = 3_000

let build: { version: string; commit: string } | undefined

/**
 * package.json's version and the git commit: GIT_COMMIT when set (the Docker image records it at
 * build time), else the checkout's HEAD, else 'unknown'.
 */
export function buildInfo(): { version: string; commit: string } {
  if (build) return build
  let version = 'unknown'
  let commit = 'unknown'
  try {
    version =
      (JSON.parse(readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as { version?: string }).version ?? version
  } catch {
    /* no package.json next to the build */
  }
  const recorded = process.env.GIT_COMMIT?.trim()
  if (recorded && recorded !== 'unknown') return (build = { version, commit: recorded })
  try {
    commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: rootDir,
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 2_000,
    })
      .toString()
      .trim()
  } catch {
    /* no git or no repository (the Docker image) */
  }
  return (build = { version, commit })
}

/** Free and total bytes of the filesystem holding `dir`; null when it cannot be read. */
export async function diskSpace(dir: string): Promise<{ free: number; total: number } | null> {
  try {
    const s = await statfs(dir)
    return { free: Number(s.bavail) * Number(s.bsize), total: Number(s.blocks) * Number(s.bsize) }
  } catch {
    return null
  }
}

export function fileBytes(file: string): number {
  return statSync(file, { throwIfNoEntry: false })?.size ?? 0
}

function clean(error: unknown): string {
  const err = error as { name?: string; message?: string; cause?: { code?: string; message?: string } }
  const message =
    err?.name === 'TimeoutError' ? `no answer within ${PROBE_TIMEOUT_MS} ms` : (err?.cause?.code ?? err?.message)
  return String(message ?? error)
    .replace(/:\/\/[^@/\s]*@/g, '://***@')
    .slice(0, 300)
}

/**
 * Whether CRM_URL answers at all: a HEAD request with the token (no inquiry is sent). Any HTTP
 * answer below 500 shows the host, TLS and route are up.
 */
export async function probeCrm(env: Pick<Env, 'CRM_URL' | 'CRM_TOKEN'>): Promise<ProbeResult | null> {
  if (!env.CRM_URL) return null
  const started = Date.now()
  try {
    const res = await fetch(env.CRM_URL, {
      method: 'HEAD',
      headers: env.CRM_TOKEN ? { authorization: `Bearer ${env.CRM_TOKEN}` } : {},
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    })
    return { ok: res.status < 500, httpStatus: res.status, ms: Date.now() - started, error: null }
  } catch (error) {
    return { ok: false, httpStatus: null, ms: Date.now() - started, error: clean(error) }
  }
}

export async function probeRedis(send: RedisSendCommand | undefined): Promise<ProbeResult | null> {
  if (!send) return null
  const started = Date.now()
  try {
    const answer = await Promise.race([
      send('PING'),
      new Promise((_, reject) => setTimeout(() => reject(new Error('no answer')), PROBE_TIMEOUT_MS).unref()),
    ])
    return { ok: answer === 'PONG', httpStatus: null, ms: Date.now() - started, error: null }
  } catch (error) {
    return { ok: false, httpStatus: null, ms: Date.now() - started, error: clean(error) }
  }
}

export { PROBE_TIMEOUT_MS }
