import { describe, expect, it } from 'vitest';
import { formatCountdown, formatDate, formatDateTime, yuan } from './format';

describe('format', () => {
  it('shows UTC times in China time', () => {
    expect(formatDateTime('2025-03-01T06:05:00.000Z')).toBe('2025-03-01 14:05');
    expect(formatDate('2025-02-28T16:30:00.000Z')).toBe('2025-03-01');
    expect(formatDateTime(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it("prefixes the server's yuan string and counts down in minutes and seconds", () => {
    expect(yuan('39.00')).toBe('￥39.00');
    expect(formatCountdown(29 * 60_000 + 59_001)).toBe('30:00');
    expect(formatCountdown(61_000)).toBe('01:01');
    expect(formatCountdown(-5)).toBe('00:00');
  });
});
