import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { rootDir } from '../../server/lib/paths'

/**
 * scripts/supervise.sh, the image's PID 1 (issue 29, item 12): it forwards the stop signal, tells
 * the server when the signal really came (its SIGTERM handler may run seconds late on a starved
 * CPU), and kills a server still running SHUTDOWN_TIMEOUT_MS after the signal, leaving the rest of
 * Docker's 10 s to the kernel, which frees a killed process's memory at the starved process's pace. The supervised "servers" here are small Node programs that behave as a starved or
 * a stuck server would; the CPU-starvation drill itself is tests/integration/graceful-stop-starved.scale.test.ts.
 */
const SUPERVISE = path.join(rootDir, 'scripts/supervise.sh')

interface Run {
  child: ChildProcess
  output: () => string
  errors: () => string
  exited: Promise<{ code: number | null; at: number }>
  /** Resolves once the supervised program has printed `line`. */
  printed: (line: string) => Promise<void>
}

/** Runs `program` under the supervisor: JavaScript, or with `typescript` TypeScript through tsx (1 s more to start). */
function supervise(program: string, env: Record<string, string>, { typescript = false } = {}): Run {
  const loader = typescript ? ['--import', 'tsx'] : []
  const child = spawn('bash', [SUPERVISE, process.execPath, ...loader, '-e', program], {
    cwd: rootDir,
    env: { PATH: process.env.PATH ?? '', ...env },
  })
  let out = ''
  let err = ''
  const waiters: { line: string; resolve: () => void }[] = []
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString()
    for (const w of waiters.filter((w) => out.includes(w.line))) w.resolve()
  })
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
  return {
    child,
    output: () => out,
    errors: () => err,
    exited: new Promise((resolve) => child.once('exit', (code) => resolve({ code, at: Date.now() }))),
    printed: (line) =>
      new Promise((resolve) => {
        if (out.includes(line)) resolve()
        else waiters.push({ line, resolve })
      }),
  }
}

describe('scripts/supervise.sh', () => {
  it('when the server handles SIGTERM late, then it learns when the signal came and its exit code passes through', async () => {
    // A server whose event loop is busy for 1.5 s when the signal comes: its handler runs that late.
    const run = supervise(
      `import { signalLatenessMs } from './server/lib/graceful.ts'
       process.on('SIGTERM', () => { console.log('late ' + signalLatenessMs()); process.exit(3) })
       setInterval(() => {}, 1000)
       setTimeout(() => { console.log('busy'); const end = Date.now() + 1500; while (Date.now() < end); }, 50)`,
      { SHUTDOWN_TIMEOUT_MS: '5000' },
      { typescript: true },
    )
    await run.printed('busy')
    const signalled = Date.now()
    run.child.kill('SIGTERM')
    const { code, at } = await run.exited
    const late = Number(/late (\d+)/.exec(run.output())?.[1])
    // The handler ran after the busy loop; the lateness it read is the time since the signal.
    expect(late).toBeGreaterThanOrEqual(1_000)
    expect(late).toBeLessThanOrEqual(at - signalled + 50)
    expect(code).toBe(3)
    expect(run.errors()).not.toContain('killed')
  }, 30_000)

  it('when the server is still running SHUTDOWN_TIMEOUT_MS after the signal, then it is killed and the supervisor says so', async () => {
    const run = supervise(
      `process.on('SIGTERM', () => console.log('ignoring SIGTERM'))
       setInterval(() => {}, 1000)
       console.log('ready')`,
      { SHUTDOWN_TIMEOUT_MS: '2000' },
    )
    await run.printed('ready')
    const signalled = Date.now()
    run.child.kill('SIGTERM')
    const { code, at } = await run.exited
    expect(run.output()).toContain('ignoring SIGTERM')
    expect(code).toBe(137)
    expect(at - signalled).toBeGreaterThanOrEqual(2_000)
    expect(at - signalled).toBeLessThan(4_000)
    expect(run.errors()).toContain('supervise: the server was still running 2000 ms after the stop signal: killed')
  }, 30_000)

  it('when the server stops by itself, then the supervisor exits with its code at once', async () => {
    const run = supervise(`console.log('ready'); setTimeout(() => process.exit(0), 200)`, {})
    const { code } = await run.exited
    expect(run.output()).toContain('ready')
    expect(code).toBe(0)
  }, 30_000)
})
