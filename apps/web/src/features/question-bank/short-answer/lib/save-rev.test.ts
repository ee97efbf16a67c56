import { describe, expect, it } from 'vitest';
import { nextSaveRev } from './save-rev';

describe('save rev', () => {
  it('rises on every save, even within one millisecond or with the clock set back', () => {
    const a = nextSaveRev(1_000);
    const b = nextSaveRev(1_000);
    const c = nextSaveRev(500);
    expect(b).toBeGreaterThan(a);
    expect(c).toBeGreaterThan(b);
    expect(nextSaveRev(Date.now() + 10_000)).toBeGreaterThan(c);
  });
});
