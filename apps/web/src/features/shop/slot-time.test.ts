import { describe, expect, it } from 'vitest';
import { dayKey, dayLabel, hoursLabel, slotLabel } from './slot-time';

describe('slot times', () => {
  it('reads a UTC time in China time, across midnight', () => {
    // 16:30 UTC on 2 June is 00:30 on 3 June in Beijing.
    expect(dayKey('2026-06-02T16:30:00.000Z')).toBe('2026-06-03');
    expect(dayLabel('2026-06-02T16:30:00.000Z')).toBe('6月3日 周三');
    expect(hoursLabel('2026-06-03T11:00:00.000Z', '2026-06-03T13:00:00.000Z')).toBe('19:00–21:00');
    expect(slotLabel('2026-06-03T01:00:00.000Z', '2026-06-03T03:30:00.000Z')).toBe(
      '6月3日 周三 09:00–11:30',
    );
  });
});
