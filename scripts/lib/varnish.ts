import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { rootDir } from '../../server/lib/paths'

/** Where varnishd is, or null (then the Varnish tests print why they skip). */
export function varnishdPath(): string | null {
  for (const candidate of ['/usr/sbin/varnishd', '/usr/local/sbin/varnishd']) {
    if (spawnSync(candidate, ['-V']).status === 0) return candidate
  }
  return null
}

/** A loopback port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

export interface Varnish {
  url: string
  stop: () => Promise<void>
}

export interface VarnishOptions {
  /** What the probe requests on the backend (default /healthz). */
  healthPath?: string
  /** CACHE_PURGE_TOKEN in varnishd's environment: the secret the VCL wants on every purge. */
  purgeToken?: string
  /**
   * The file of deploy/varnish that varnishd loads (default.vcl unless told; scale-out.vcl is the
   * scale-out compose file's, which includes default.vcl). Every file there is copied next to it.
   */
  vcl?: string
  /** Backends named by host in the VCL beside default.vcl's `app` (e.g. app-2): each becomes 127.0.0.1 on this port. */
  backendHosts?: Record<string, number>
}

/**
 * Starts varnishd in the foreground with deploy/varnish/default.vcl (or `vcl`), its backend pointed
 * at `backendPort` (health-checked on `healthPath`), listening on `port`; resolves once it answers
 * through the healthy backend.
 */
export async function startVarnish(
  varnishd: string,
  port: number,
  backendPort: number,
  { healthPath = '/healthz', purgeToken, vcl = 'default.vcl', backendHosts = {} }: VarnishOptions = {},
): Promise<Varnish> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'mapleserve-varnish-'))
  const sourceDir = path.join(rootDir, 'deploy/varnish')
  for (const file of readdirSync(sourceDir).filter((f) => f.endsWith('.vcl'))) {
    let text = readFileSync(path.join(sourceDir, file), 'utf8')
    if (file === 'default.vcl') {
      text = text.replace('.port = "3000";', `.port = "${backendPort}";`)
    }
    text = text.replace('.url = "/healthz";', `.url = "${healthPath}";`)
    for (const [host, hostPort] of Object.entries(backendHosts)) {
      const block = new RegExp(`\\.host = "${host}";(\\s*)\\.port = "\\d+";`)
      if (!block.test(text) && file === vcl) throw new Error(`${vcl} has no backend on ${host}`)
      text = text.replace(block, `.host = "127.0.0.1";$1.port = "${hostPort}";`)
    }
    writeFileSync(path.join(workDir, file), text)
  }
  const vclFile = path.join(workDir, vcl)
  const child: ChildProcess = spawn(
    varnishd,
    ['-F', '-j', 'none', '-n', workDir, '-a', `127.0.0.1:${port}`, '-f', vclFile, '-s', 'malloc,64m', '-T', 'none'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, CACHE_PURGE_TOKEN: purgeToken ?? '' },
    },
  )
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    child.kill('SIGTERM')
    await exited
    rmSync(workDir, { recursive: true, force: true })
  }
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`varnishd exited: ${stderr}`)
    try {
      if ((await fetch(`${url}${healthPath}`)).ok) return { url, stop }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  await stop()
  throw new Error(`varnishd did not answer through its backend: ${stderr}`)
}
