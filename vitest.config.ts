import fs from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts', 'packages/shared/src/**/*.test.ts'];

// Server test files share their module graph within a worker (isolate: false): importing the
// app's modules, Fastify, Kysely and the word dictionary once per worker instead of once per file
// saves a second or two of CPU per file, and nothing in the server keeps state in a module that
// a test could leave behind (each test builds its own app). A file that replaces a module
// (vi.mock) or stubs a global needs a fresh graph: found here by reading the files, so a new one
// is isolated without anyone having to list it.
const needsOwnModules = /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|useFakeTimers|spyOn)\(/;
const isolatedServerTests = serverTests
  .flatMap((pattern) => fs.globSync(pattern, { cwd: import.meta.dirname }))
  .filter((file) =>
    needsOwnModules.test(fs.readFileSync(path.join(import.meta.dirname, file), 'utf8')),
  )
  .sort();

const server = {
  environment: 'node',
  testTimeout: 20_000,
  hookTimeout: 30_000,
} as const;

// Unit and integration tests. Browser end-to-end tests have their own config (apps/web/e2e).
export default defineConfig({
  test: {
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
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // A budget, not an expectation: rendering antd forms in jsdom takes seconds on a busy
          // 2-core machine, and the suite must stay green there.
          testTimeout: 30_000,
          setupFiles: ['apps/web/src/test/jsdom-gaps.ts'],
        },
      },
    ],
  },
});
