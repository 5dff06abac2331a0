import type { BuildOptions } from 'esbuild'
import { rootDir } from '../../server/lib/paths'

/** Entry points of dist/node: the server and the CLIs an operator runs inside the container. */
export const NODE_ENTRIES = {
  server: 'server/index.ts',
  migrate: 'scripts/migrate.ts',
  seed: 'scripts/seed.ts',
  'create-admin': 'scripts/create-admin.ts',
  unlock: 'scripts/unlock.ts',
  backup: 'scripts/backup.ts',
  restore: 'scripts/restore.ts',
}

/**
 * How the server and the CLIs are compiled (esbuild): one ESM bundle per entry for Node 20, npm packages left
 * to node_modules. scripts/build.ts writes dist/node with it; tests/helpers/server-process.ts the programs tests
 * start.
 */
export const NODE_BUILD: BuildOptions = {
  absWorkingDir: rootDir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  jsx: 'automatic',
  packages: 'external',
  logLevel: 'warning',
}
