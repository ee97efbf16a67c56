import { defineConfig } from 'vitest/config';

// Unit and integration tests. Browser end-to-end tests have their own config (apps/web/e2e).
export default defineConfig({
  test: {
    // Names the run's migrated and seeded database templates (apps/server/test/templates.ts) and
    // deletes them at the end.
    globalSetup: ['apps/server/test/global-setup.ts'],
    projects: [
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'packages/shared/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
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
