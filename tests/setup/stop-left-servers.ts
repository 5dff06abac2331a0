import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * Vitest global setup: servers tests start as processes (tests/helpers/server-process.ts) leave a file named after
 * their pid in a folder made here while they run. A test that times out before its stop leaves its server behind,
 * and the worker that started it can be ended without running its exit handlers; after the run, every server still
 * listed is killed, so none outlives the test run.
 */
export default function setup(): () => void {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mapleserve-test-servers-'))
  process.env.MAPLESERVE_TEST_SERVERS = dir
  return () => {
    for (const name of readdirSync(dir)) {
      try {
        process.kill(Number(name), 'SIGKILL')
      } catch {
        // Exited between the listing and the kill.
      }
    }
    rmSync(dir, { recursive: true, force: true })
  }
}
