import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { rootDir } from '../../server/lib/paths'

/**
 * Every input of `npm run build`: page and admin sources, the server code compiled into the page
 * bundle (the Markdown sanitizer) and into dist/node, the CLIs, content, public files and every
 * config that changes the output. A change in any of them means `npm start` / `npm test` rebuild.
 */
const BUILD_INPUTS = [
  'pages',
  'admin',
  'server',
  'shared',
  'content',
  'public',
  'scripts',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
]

/** Tests sit next to the code but never reach the build; generated fonts are its output (font-subsets.ts). */
const notAnInput = (file: string) =>
  /\.test\.tsx?$/.test(file) || file.startsWith(path.join('pages', 'styles', 'generated'))

function walk(root: string, entry: string, out: string[]): void {
  const full = path.join(root, entry)
  let stat
  try {
    stat = statSync(full)
  } catch {
    return
  }
  if (stat.isDirectory()) {
    for (const name of readdirSync(full).sort()) walk(root, path.join(entry, name), out)
  } else if (!notAnInput(entry)) {
    out.push(entry)
  }
}

/** A hash of every build input's path and bytes. */
export function sourceFingerprint(root = rootDir): string {
  const files: string[] = []
  for (const input of BUILD_INPUTS) walk(root, input, files)
  const hash = createHash('sha256')
  for (const file of files) {
    hash.update(file)
    hash.update(readFileSync(path.join(root, file)))
  }
  return hash.digest('hex')
}
