import { defineConfig } from 'vitest/config';

// Browser end-to-end tests: one real server (built web app, fresh embedded database with the
// demo content) for the whole run, driven through Debian's Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
