import { describe, expect, it } from 'vitest';
import { shouldPrefetch } from './register-service-worker';

describe('prefetch after service worker registration', () => {
  it('skips prefetch with data saver or on 2g-class connections', () => {
    expect(shouldPrefetch(undefined)).toBe(true);
    expect(shouldPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(shouldPrefetch({ effectiveType: '3g', saveData: false })).toBe(true);
    expect(shouldPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  });
});
