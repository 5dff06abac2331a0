import type { ChildProcess } from 'node:child_process'
import { waitFor } from './leads'

/** Whether the server at `url` answers /healthz with 2xx now (false while it is not listening yet). */
export async function isHealthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthz`)).ok
  } catch {
    return false
  }
}

/**
 * Waits until the server at `url` answers /healthz; with `child`, fails at once (with its `output`)
 * when that process exits instead.
 */
export async function waitHealthy(
  url: string,
  { timeoutMs, child, output = [] }: { timeoutMs: number; child?: ChildProcess; output?: string[] },
): Promise<void> {
  await waitFor(
    async () => {
      if (child && child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${output.join('')}`)
      return isHealthy(url)
    },
    { timeoutMs, intervalMs: 100 },
  )
}
