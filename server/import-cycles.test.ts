import { parseCircular, parseDependencyTree } from 'dpdm'
import { describe, expect, it } from 'vitest'
import { rootDir } from './lib/paths.js'

/**
 * No import cycles, type-only imports included (dpdm over every entry of the project): a cycle is
 * how a router ends up importing the app that mounts it. Each known cycle below names the folder
 * whose owner is removing it; the list only shrinks.
 */
const KNOWN_CYCLES: string[] = [
  // The admin's per-resource methods and its data provider (admin shell).
  'admin/session.ts -> admin/dataProvider.ts -> admin/accounts/methods.ts',
  'admin/dataProvider.ts -> admin/leads/methods.ts -> admin/dashboard/lead-stats.ts',
  'admin/dataProvider.ts -> admin/media/methods.ts',
  'admin/session.ts -> admin/dataProvider.ts',
  // Public pages: the island registry and an island-hosting section (public visual).
  'pages/components/islands.ts -> pages/components/sections/ScrollSection.tsx -> pages/components/Island.tsx',
  'content/demo-page.ts -> content/en/demo-page.ts',
  'content/demo-page.ts -> content/fr/demo-page.ts',
]

const ENTRIES = [
  'server/**/*.ts',
  'shared/**/*.ts',
  'scripts/**/*.ts',
  'pages/**/*.{ts,tsx}',
  'admin/**/*.{ts,tsx}',
  'content/**/*.ts',
]

describe('when the project is read import by import', () => {
  it('then no module imports itself through others, beyond the known cycles', { timeout: 120_000 }, async () => {
    const tree = await parseDependencyTree(ENTRIES, {
      context: rootDir,
      tsconfig: `${rootDir}/tsconfig.json`,
      transform: false,
      skipDynamicImports: false,
      exclude: /node_modules|\.test\.tsx?$|^dist\//,
    })
    const cycles = parseCircular(tree).map((cycle) => cycle.join(' -> '))
    expect(cycles.filter((c) => !KNOWN_CYCLES.includes(c))).toEqual([])
  })
})
