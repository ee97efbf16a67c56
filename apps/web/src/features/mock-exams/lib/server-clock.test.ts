import { describe, expect, it } from 'vitest';
import { clockOffset, formatRemaining } from './server-clock';

describe('server clock', () => {
  it('takes the server time at the midpoint of the request', () => {
    const sent = Date.parse('2026-03-01T00:00:00.000Z');
    // The server said 00:10:00 and the answer took 2 s: it read its clock about 1 s after sending.
    expect(clockOffset('2026-03-01T00:10:00.000Z', sent, sent + 2000)).toBe(600_000 - 1000);
  });

  it('is no offset when the server time is unreadable', () => {
    expect(clockOffset('不是时间', 0, 10)).toBe(0);
  });

  it('writes what is left with days, hours, minutes and seconds', () => {
    expect(formatRemaining(0)).toBe('00:00');
    expect(formatRemaining(-5000)).toBe('00:00');
    expect(formatRemaining(65_000)).toBe('01:05');
    expect(formatRemaining(3_600_000 + 61_000)).toBe('01:01:01');
    expect(formatRemaining(2 * 86_400_000 + 3_600_000)).toBe('2天 01:00:00');
    // A part of a second still left counts as a second: 00:00 only when it is over.
    expect(formatRemaining(400)).toBe('00:01');
  });
});
