import fs from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts', 'packages/shared/src/**/*.test.ts'];
const webTests = ['apps/web/src/**/*.test.{ts,tsx}'];

// Server test files share their module graph within a worker (isolate: false): importing the
// app's modules, Fastify, Kysely and the word dictionary once per worker instead of once per file
// saves a second or two of CPU per file, and nothing in the server keeps state in a module that
// a test could leave behind (each test builds its own app). A file that replaces a module
// (vi.mock) or stubs a global needs a fresh graph: found here by reading the files, so a new one
// is isolated without anyone having to list it.
const needsOwnModules = /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|useFakeTimers|spyOn)\(/;

function filesMatching(patterns: string[], needsIsolation: RegExp): string[] {
  return patterns
    .flatMap((pattern) => fs.globSync(pattern, { cwd: import.meta.dirname }))
    .filter((file) =>
      needsIsolation.test(fs.readFileSync(path.join(import.meta.dirname, file), 'utf8')),
    )
    .sort();
}

const isolatedServerTests = filesMatching(serverTests, needsOwnModules);

// The web tests share a worker's modules and its jsdom window too: a fresh process, jsdom and
// antd per file cost about three seconds each, most of the web suite's time. Every web test
// cleans the page, storage, cookies and stubbed globals after itself (test/browser-state.ts,
// vi.unstubAllGlobals), and each render builds its own query client; only replacing a module
// (vi.mock) needs a fresh graph.
const isolatedWebTests = filesMatching(webTests, /\bvi\.(mock|doMock|unmock)\(/);

// Budgets, not expectations: a test that logs in a dozen times spends a dozen scrypt hashes
// (32 MiB and ~50 ms each on a quiet core), which took over 20 s with every core of the 2-core
// machine busy elsewhere. A budget only decides how long a hung test takes to be reported.
const server = {
  environment: 'node',
  setupFiles: ['apps/server/test/cheap-password-hashing.ts'],
  testTimeout: 60_000,
  hookTimeout: 90_000,
} as const;

const web = {
  environment: 'jsdom',
  // A budget, not an expectation: rendering antd forms in jsdom takes seconds on a busy 2-core
  // machine, and the suite must stay green there.
  testTimeout: 30_000,
  setupFiles: [
    'apps/web/src/test/jsdom-gaps.ts',
    'apps/web/src/test/fresh-page.ts',
    'apps/web/src/test/wait-budget.ts',
  ],
} as const;

// Unit and integration tests. Browser end-to-end tests have their own config (apps/web/e2e).
export default defineConfig({
  test: {
    // Every core: vitest's default leaves one free, which on the 2-core CI machine is half of it
    // (one test file at a time). The tests wait on state, never on time, so they hold when the
    // two workers and the databases share the cores.
    maxWorkers: '100%',
    // Names the run's migrated and seeded database templates and deletes them at the end; at the
    // root so that both server projects share one set.
    globalSetup: ['apps/server/test/global-setup.ts'],
    projects: [
      {
        test: {
          ...server,
          name: 'server',
          include: serverTests,
          exclude: [...configDefaults.exclude, ...isolatedServerTests],
          isolate: false,
        },
      },
      {
        test: {
          ...server,
          name: 'server-isolated',
          include: isolatedServerTests,
        },
      },
      {
        test: {
          ...web,
          name: 'web',
          include: webTests,
          exclude: [...configDefaults.exclude, ...isolatedWebTests],
          isolate: false,
        },
      },
      {
        test: {
          ...web,
          name: 'web-isolated',
          include: isolatedWebTests,
        },
      },
    ],
  },
});
