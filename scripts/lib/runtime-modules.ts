import { cpSync, existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/**
 * Build tools that runtime packages name as dependencies or peers (Vike's Vite plugin side): the
 * compiled server never loads them. `npm run image-test` runs the image, so a wrong entry shows.
 */
const NEVER_AT_RUNTIME = new Set([
  'vite',
  '@vitejs/plugin-react',
  'typescript',
  'tsx',
  'esbuild',
  '@babel/core',
  '@babel/types',
  '@universal-deploy/vite',
  'vite-plugin-wrapper',
  'cac',
  'json5',
  'magic-string',
])

/**
 * Builds of a package that Node on the server never picks: browser/edge/profiling variants, bundles
 * for other module systems, the sources they were built from. The server resolves each of these
 * packages through `main` (pdfkit, @zxcvbn-ts: .cjs, no `exports` map; pngjs: lib/), through the
 * node entries (react-dom; fontkit's `node.require`, which pdfkit takes) or by file (knex requires
 * single lodash modules; fontkit requires @swc/helpers/cjs/*). Checked by runtime-modules.test.ts.
 */
const ZXCVBN_UNUSED = /\.mjs$|^src(\/|$)|^dist\/zxcvbn-ts\.js$/
const UNUSED_BUILDS: [string, RegExp][] = [
  ['react-dom', /^cjs\/react-dom-(profiling|server\.(browser|edge|bun))\./],
  ['pdfkit', /^js\/pdfkit\.(standalone|es5|esnext|es)\.js$/],
  ['@zxcvbn-ts/core', ZXCVBN_UNUSED],
  ['@zxcvbn-ts/language-common', ZXCVBN_UNUSED],
  ['@zxcvbn-ts/language-en', ZXCVBN_UNUSED],
  ['@zxcvbn-ts/language-fr', ZXCVBN_UNUSED],
  ['fontkit', /^src(\/|$)|^dist\/(browser|module)/],
  ['@swc/helpers', /^(_|esm|src|scripts)(\/|$)/],
  ['pngjs', /^coverage(\/|$)|^browser\.js$/],
  ['lodash', /^fp(\/|$)|^(fp|core|core\.min|lodash\.min)\.js$/],
]

/** Files Node never loads: TypeScript sources and declarations, source maps, docs, native build leftovers. */
function isRuntimeFile(relative: string, isAddon: boolean, pkg = ''): boolean {
  if (/\.(d\.)?[cm]?ts$|\.map$|\.md$/i.test(relative)) return false
  if (/^(test|tests|__tests__|examples?|benchmarks?)(\/|$)/.test(relative)) return false
  if (UNUSED_BUILDS.some(([name, files]) => pkg === name && files.test(relative))) return false
  // React's *.development.js stay although the image runs in production: Node's CommonJS export
  // detection reads both branches of react/jsx-runtime, and without them `import { Fragment }` fails.
  // A compiled addon needs only its .node binary (better-sqlite3: 30 MB of sources and objects otherwise).
  if (!isAddon) return true
  if (/^(deps|src)(\/|$)/.test(relative)) return false
  return !/^build\//.test(relative) || relative === 'build/Release' || /^build\/Release\/[^/]+\.node$/.test(relative)
}

/** 'node_modules/a/node_modules/@b/c' → '@b/c' */
function packageOf(rel: string): string {
  return rel.split('node_modules/').pop()?.replace(/\/$/, '') ?? ''
}

/** The package name of a bare import: 'react-dom/server' → 'react-dom', '@a/b/c' → '@a/b'. */
export function packageName(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? null)
}

/** Bare imports in the built server pages (dist/server): what Vite left external. */
export function importsOfDir(dir: string): Set<string> {
  const names = new Set<string>()
  const walk = (current: string) => {
    for (const entry of readdirSync(current)) {
      const full = path.join(current, entry)
      if (statSync(full).isDirectory()) walk(full)
      else if (/\.(m?js)$/.test(entry)) {
        const code = readFileSync(full, 'utf8')
        for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["']([^"']+)["']/g)) {
          const name = packageName(match[1] ?? '')
          if (name) names.add(name)
        }
      }
    }
  }
  walk(dir)
  return names
}

/** Node's lookup: node_modules/<name> in `from` or any folder above it, up to the root. */
function resolvePackage(name: string, from: string, root: string): string | null {
  for (let dir = from; dir.startsWith(root); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name)
    if (existsSync(path.join(candidate, 'package.json'))) return candidate
    if (dir === root) break
  }
  return null
}

/**
 * Copies the given packages and everything they depend on (dependencies, optional ones that are
 * installed, installed peers) from root/node_modules to outDir/node_modules, keeping nesting.
 * Returns the package folders copied, relative to root.
 */
export function copyRuntimeModules(root: string, names: Iterable<string>, outDir: string): string[] {
  const seen = new Set<string>()
  const queue: { name: string; from: string }[] = [...names].map((name) => ({ name, from: root }))
  while (queue.length) {
    const { name, from } = queue.shift()!
    if (NEVER_AT_RUNTIME.has(name) || name.startsWith('@types/')) continue
    const dir = resolvePackage(name, from, root)
    if (!dir || seen.has(dir)) continue
    seen.add(dir)
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Record<
      string,
      Record<string, string> | undefined
    >
    for (const field of ['dependencies', 'optionalDependencies', 'peerDependencies']) {
      for (const dep of Object.keys(pkg[field] ?? {})) queue.push({ name: dep, from: dir })
    }
  }
  const copied = [...seen].map((dir) => path.relative(root, dir)).sort()
  for (const rel of copied) {
    const source = path.join(root, rel)
    cpSync(source, path.join(outDir, rel), {
      recursive: true,
      // Nested node_modules are copied as packages of their own (only the ones resolved above).
      filter: (src) => {
        if (src.startsWith(path.join(source, 'node_modules'))) return false
        const relative = path.relative(source, src)
        return relative === '' || isRuntimeFile(relative, existsSync(path.join(source, 'binding.gyp')), packageOf(rel))
      },
    })
  }
  return copied
}
