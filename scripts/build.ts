/**
 * Production build into dist/: the public site (Vike client + server bundles), the admin SPA, and
 * the Node server plus the operator CLIs compiled to JavaScript (dist/node/*.js, run with plain
 * `node`: no TypeScript at runtime). The npm packages those load are package.json's "dependencies",
 * what the Docker image installs (`npm ci --omit=dev`).
 * Run by `npm run build` and by `npm start` when dist/ is missing or older than the sources.
 */
import { execFileSync } from 'node:child_process'
import { writeFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'
import { rootDir } from '../server/lib/paths'
import { sourceFingerprint } from './lib/fingerprint'
import { collectLicenses } from './lib/licenses'
import { NODE_BUILD, NODE_ENTRIES } from './lib/node-build'

async function buildNode(): Promise<void> {
  await build({ ...NODE_BUILD, entryPoints: NODE_ENTRIES, outdir: 'dist/node', sourcemap: true })
}

function run(command: string, args: string[]): void {
  execFileSync(command, args, { cwd: rootDir, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
}

const started = Date.now()
// /licenses lists the shipped production dependencies: collected now, bundled into the page by Vite.
mkdirSync(path.join(rootDir, 'dist'), { recursive: true })
writeFileSync(path.join(rootDir, 'dist/licenses.json'), `${JSON.stringify(collectLicenses(rootDir), null, 1)}\n`)
const vite = path.join(rootDir, 'node_modules/vite/bin/vite.js')
run(process.execPath, [vite, 'build'])
// The back office is its own bundle (dist/admin), so public pages never load it.
run(process.execPath, [vite, 'build', '--config', 'admin/vite.config.ts'])
await buildNode()
mkdirSync(path.join(rootDir, 'dist'), { recursive: true })
writeFileSync(path.join(rootDir, 'dist/.fingerprint'), sourceFingerprint())
console.log(`build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`)
