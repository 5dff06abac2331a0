import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { sourceFingerprint } from './fingerprint'

function checkout(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'fingerprint-'))
  for (const dir of ['pages', 'server/lib', 'content', 'scripts']) mkdirSync(path.join(root, dir), { recursive: true })
  writeFileSync(path.join(root, 'pages/+Page.tsx'), 'export {}')
  writeFileSync(path.join(root, 'server/lib/sanitize.ts'), 'export const allowed = ["p"]')
  writeFileSync(path.join(root, 'content/site.ts'), 'export const name = "MapleServe"')
  writeFileSync(path.join(root, 'tsconfig.json'), '{}')
  return root
}

describe('sourceFingerprint (the stale-build check)', () => {
  it.each([
    ['server/lib/sanitize.ts', 'export const allowed = ["p", "script"]'],
    ['content/site.ts', 'export const name = "Maple"'],
    ['tsconfig.json', '{"compilerOptions":{}}'],
    ['scripts/build.ts', 'export {}'],
  ])('when %s changes, then the build counts as stale', (file, text) => {
    const root = checkout()
    const before = sourceFingerprint(root)
    writeFileSync(path.join(root, file), text)
    expect(sourceFingerprint(root)).not.toBe(before)
  })

  it('when only a test file changes, then the build is still fresh', () => {
    const root = checkout()
    const before = sourceFingerprint(root)
    writeFileSync(path.join(root, 'server/lib/sanitize.test.ts'), 'it("x", () => {})')
    expect(sourceFingerprint(root)).toBe(before)
  })
})
