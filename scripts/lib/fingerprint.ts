import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { rootDir } from '../../server/lib/paths'

/** Folders whose files end up in the build: a change in any of them means `npm start` rebuilds. */
const BUILD_INPUTS = ['pages', 'content', 'public', 'admin', 'vite.config.ts', 'package-lock.json']

function walk(entry: string, out: string[]): void {
  const full = path.join(rootDir, entry)
  let stat
  try {
    stat = statSync(full)
  } catch {
    return
  }
  if (stat.isDirectory()) {
    for (const name of readdirSync(full).sort()) walk(path.join(entry, name), out)
  } else {
    out.push(entry)
  }
}

/** A hash of every build input's path and bytes. */
export function sourceFingerprint(): string {
  const files: string[] = []
  for (const input of BUILD_INPUTS) walk(input, files)
  const hash = createHash('sha256')
  for (const file of files) {
    hash.update(file)
    hash.update(readFileSync(path.join(rootDir, file)))
  }
  return hash.digest('hex')
}
