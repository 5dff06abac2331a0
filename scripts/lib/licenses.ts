import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { LicenseEntry } from '../../content/types'

interface PackageJson {
  name?: string
  version?: string
  license?: string | { type?: string }
  licenses?: ({ type?: string } | string)[]
  homepage?: string
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
}

function readPackage(dir: string): PackageJson {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson
}

/** Node's lookup: node_modules/<name> in the requiring package's folder, then each parent up to the root. */
function resolvePackageDir(name: string, fromDir: string, rootDir: string): string | undefined {
  let dir = fromDir
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name)
    if (existsSync(path.join(candidate, 'package.json'))) return candidate
    if (dir === rootDir) return undefined
    const parent = path.dirname(dir)
    if (parent === dir) return undefined
    dir = parent
  }
}

function licenseOf(pkg: PackageJson): string {
  if (typeof pkg.license === 'string') return pkg.license
  if (pkg.license?.type) return pkg.license.type
  const legacy = pkg.licenses?.map((l) => (typeof l === 'string' ? l : l.type)).filter(Boolean)
  return legacy?.length ? legacy.join(' OR ') : 'UNKNOWN'
}

/**
 * Development dependencies whose code Vite bundles into what browsers download (the admin SPA, the
 * public islands, the Inter font): the server never installs them (the image runs `npm ci
 * --omit=dev`), but they are shipped all the same.
 */
const BUNDLED_FOR_BROWSERS = [
  '@fontsource-variable/inter',
  '@mui/material',
  '@mui/x-charts',
  '@tanstack/react-query',
  'diff',
  'lucide-react',
  'ra-data-simple-rest',
  'ra-i18n-polyglot',
  'ra-language-english',
  'ra-language-french',
  'react-admin',
  'react-hook-form',
  'react-router',
]

/**
 * Every third-party package the site ships: package.json "dependencies" and the bundled
 * development dependencies above, followed transitively through node_modules (optional
 * dependencies when installed), with name, version and license. Build and test tools are never reached.
 */
export function collectLicenses(rootDir: string): LicenseEntry[] {
  const root = readPackage(rootDir)
  const found = new Map<string, LicenseEntry>()
  const seenDirs = new Set<string>()
  const bundled = BUNDLED_FOR_BROWSERS.filter((name) => root.devDependencies?.[name])
  const queue: { name: string; from: string; optional: boolean }[] = [
    ...Object.keys(root.dependencies ?? {}),
    ...bundled,
  ].map((name) => ({ name, from: rootDir, optional: false }))
  while (queue.length) {
    const next = queue.shift()
    if (!next) break
    const dir = resolvePackageDir(next.name, next.from, rootDir)
    if (!dir) {
      if (next.optional) continue
      throw new Error(`Dependency ${next.name} (needed by ${next.from}) is not installed; run npm ci first.`)
    }
    if (seenDirs.has(dir)) continue
    seenDirs.add(dir)
    const pkg = readPackage(dir)
    const name = pkg.name ?? next.name
    const version = pkg.version ?? '0.0.0'
    found.set(`${name}@${version}`, {
      name,
      version,
      license: licenseOf(pkg),
      ...(typeof pkg.homepage === 'string' ? { homepage: pkg.homepage } : {}),
    })
    for (const dep of Object.keys(pkg.dependencies ?? {})) queue.push({ name: dep, from: dir, optional: false })
    for (const dep of Object.keys(pkg.optionalDependencies ?? {})) queue.push({ name: dep, from: dir, optional: true })
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version))
}
