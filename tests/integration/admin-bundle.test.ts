import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { rootDir } from '../../server/lib/paths'

const adminDir = path.join(rootDir, 'dist/admin')
export const ADMIN_BUDGET_BYTES = 450 * 1024

/** The chunks a first visit downloads: the entry, its modulepreloads and their static imports (not lazy ones). */
function initialChunks(): Set<string> {
  const html = readFileSync(path.join(adminDir, 'index.html'), 'utf8')
  const entries = [...html.matchAll(/(?:src|href)="\/admin\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!)
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const code = readFileSync(path.join(adminDir, file), 'utf8')
    for (const m of code.matchAll(/(?:from|import)\s*["'](\.\/[^"']+\.js)["']/g))
      visit(path.posix.join(path.posix.dirname(file), m[1]!))
  }
  entries.forEach(visit)
  return seen
}

describe('when the admin is built', () => {
  it('then the first load stays under 450 KB gzipped and the editors load lazily', () => {
    const chunks = initialChunks()
    const bytes = [...chunks].reduce(
      (sum, file) => sum + gzipSync(readFileSync(path.join(adminDir, file)), { level: 9 }).length,
      0,
    )
    console.log(`admin initial load: ${(bytes / 1024).toFixed(1)} KB gzipped JS in ${chunks.size} files`)
    expect(bytes).toBeLessThanOrEqual(ADMIN_BUDGET_BYTES)
    expect(
      [...chunks].some((f) =>
        /PostForm|SettingsPage|UsersPage|LeadsPage|SubscribersPage|AnalyticsPage|VisitorsSparkline/.test(f),
      ),
    ).toBe(false)
  })
})
