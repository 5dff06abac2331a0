import os from 'node:os'
import { defineConfig } from 'vitest/config'

/**
 * Suites that need services beyond Node and Chromium (PostgreSQL and Redis) are named
 * `*.scale.test.ts`: they form the `scale` project, present only under TEST_SCALE=1, which
 * `npm run test:scale` (scripts/test-scale.ts) sets after finding or starting those services.
 */
const scale = {
  test: {
    name: 'scale',
    include: ['tests/**/*.scale.test.ts'],
    environment: 'node' as const,
    setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/fast-password-hashing.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
}

/**
 * Suites that open files in LibreOffice (`soffice`, Debian libreoffice-calc-nogui) are named
 * `*.office.test.ts`: the `office` project, present only under TEST_OFFICE=1, which
 * `npm run test:office` (scripts/test-office.ts) sets after finding soffice.
 */
const office = {
  test: {
    name: 'office',
    include: ['tests/**/*.office.test.ts'],
    environment: 'node' as const,
    setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/fast-password-hashing.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
}

/**
 * Three projects: unit (next to the code), integration (the real app on an ephemeral port against
 * a real database) and e2e (Debian Chromium through playwright-core against the production build).
 * `npm test` (scripts/test.ts) builds first, then runs all three.
 */
export default defineConfig({
  test: {
    // Kills any server process a timed-out test left running (tests/helpers/server-process.ts).
    globalSetup: ['tests/setup/stop-left-servers.ts'],
    // Vitest's default is one worker fewer than the CPUs: a single worker on a 2-core machine, which
    // leaves a core idle while each file's app and client share one thread. Files keep their own app,
    // database, data directory, ports and browser, so two at a time is safe, browser files included:
    // all three projects share one pool of workers, longest files first (vitest's results cache),
    // instead of the browser files running one by one after the rest.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // Integration and browser files run one after another in the same worker process (isolate: false)
    // instead of a new process each: every file already starts its own app, database, data directory,
    // ports and browser and closes them, and no test changes process.env or module state it does not
    // restore. A fresh process per file re-imported the server, knex, Vike and playwright-core each
    // time: 118 s of imports in a full run on 2 cores, 17 s now (npm test 8 min 45 s -> 7 min 2 s).
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'server/**/*.test.ts',
            'shared/**/*.test.ts',
            'content/**/*.test.ts',
            'pages/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'admin/**/*.test.{ts,tsx}',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: ['**/*.scale.test.ts', '**/*.office.test.ts', '**/node_modules/**'],
          environment: 'node',
          isolate: false,
          setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/fast-password-hashing.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // expect.poll waits for a condition, 1 s by default: too short for a react-admin screen to follow
          // a click at a load of 4+ on 2 cores (a filter change failed so). Waits end as soon as they hold.
          expect: { poll: { timeout: 15_000 } },
          isolate: false,
          setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/fast-password-hashing.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      ...(process.env.TEST_SCALE === '1' ? [scale] : []),
      ...(process.env.TEST_OFFICE === '1' ? [office] : []),
    ],
  },
})
