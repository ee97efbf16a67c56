/**
 * Web test files share a worker's jsdom window (vitest.config.ts): each file starts on a clean
 * page — no cookies, storage or address left by the file before it, whether or not that one
 * cleaned up after itself — and leaves nothing rendered behind.
 */
import { cleanup } from '@testing-library/react';
import { afterAll, beforeAll } from 'vitest';
import { resetBrowserState } from './browser-state';

beforeAll(() => {
  resetBrowserState();
});

afterAll(() => {
  cleanup();
  resetBrowserState();
});
