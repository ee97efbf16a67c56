import { describe, expect, it } from 'vitest';
import { contestExplain } from '../test-utils';
import { nextBoundary, nextMoment } from './contest-clock';

const at = (iso: string) => Date.parse(iso);

describe('what the contest page counts down to', () => {
  const explain = contestExplain({ applyStartAt: '2026-05-12T00:00:00.000Z' });

  it('goes from the applications opening through each stage’s start and end', () => {
    expect(nextMoment(explain, at('2026-05-10T00:00:00.000Z'))?.label).toBe('距报名开始');
    expect(nextMoment(explain, at('2026-05-13T00:00:00.000Z'))).toEqual({
      label: '距行测开考',
      at: '2026-05-16T01:00:00.000Z',
    });
    expect(nextMoment(explain, at('2026-05-16T02:00:00.000Z'))?.label).toBe('距行测结束');
    expect(nextMoment(explain, at('2026-05-16T04:00:00.000Z'))?.label).toBe('距申论开考');
    expect(nextMoment(explain, at('2026-05-16T07:00:00.000Z'))?.label).toBe('距申论结束');
    expect(nextMoment(explain, at('2026-05-16T09:00:00.000Z'))).toBeNull();
  });

  it('asks again at every time that changes what may be done', () => {
    // After 行测 started, the next change is its late-entry cutoff (first entries end).
    expect(nextBoundary(explain, at('2026-05-16T01:10:00.000Z'))).toBe(
      at('2026-05-16T01:30:00.000Z'),
    );
    expect(nextBoundary(explain, at('2026-05-16T09:00:00.000Z'))).toBeNull();
  });
});
