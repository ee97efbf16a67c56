import { describe, expect, it } from 'vitest';
import {
  chinaTime,
  formatClock,
  formatCountdown,
  formatDate,
  formatDateTime,
  yuan,
} from './format';

describe('format', () => {
  it('shows UTC times in China time', () => {
    expect(formatDateTime('2025-03-01T06:05:00.000Z')).toBe('2025-03-01 14:05');
    expect(formatDate('2025-02-28T16:30:00.000Z')).toBe('2025-03-01');
    expect(formatDateTime(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    // 16:30 UTC on a Tuesday is 00:30 on Wednesday in Beijing.
    expect(chinaTime('2026-06-02T16:30:00.000Z')).toEqual({
      year: 2026,
      month: 6,
      day: 3,
      date: '2026-06-03',
      clock: '00:30',
      weekday: '周三',
    });
  });

  it('writes a video length as a clock', () => {
    expect(formatClock(307)).toBe('05:07');
    expect(formatClock(3723)).toBe('1:02:03');
    expect(formatClock(-1)).toBe('00:00');
  });

  it("prefixes the server's yuan string and counts down in minutes and seconds", () => {
    expect(yuan('39.00')).toBe('￥39.00');
    expect(formatCountdown(29 * 60_000 + 59_001)).toBe('30:00');
    expect(formatCountdown(61_000)).toBe('01:01');
    expect(formatCountdown(-5)).toBe('00:00');
  });
});
