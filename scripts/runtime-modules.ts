/**
 * `tsx scripts/runtime-modules.ts OUT_DIR` (the Dockerfile's runtime-deps stage, after the build):
 * copies into OUT_DIR/node_modules only the packages dist/node and dist/server import, with their
 * dependencies. Front-end packages (MUI, react-admin, icons) are bundled and never copied.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { rootDir } from '../server/lib/paths'
import { cliArgs } from './lib/cli'
import { copyRuntimeModules } from './lib/runtime-modules'

const { positionals } = cliArgs('tsx scripts/runtime-modules.ts OUT_DIR (after npm run build)', {}, 1)
const outDir = path.resolve(positionals[0] ?? 'runtime')
const names = JSON.parse(readFileSync(path.join(rootDir, 'dist/node/runtime-packages.json'), 'utf8')) as string[]
const copied = copyRuntimeModules(rootDir, names, outDir)
console.log(`runtime modules: ${copied.length} packages for ${names.join(', ')} into ${outDir}/node_modules`)
