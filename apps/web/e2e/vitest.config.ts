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
    // expect.poll waits for a state (a class, a count, a text) and ends as soon as it shows; its
    // own default of 1 s is shorter than a busy machine takes to start the app after a click.
    expect: { poll: { timeout: 20_000 } },
  },
});
