import { describe, expect, it } from 'vitest';
import { countText, countdownText, startText } from './live-format';

// 2026-05-20 10:00 in China.
const NOW = Date.parse('2026-05-20T02:00:00.000Z');

describe('live times and figures', () => {
  it('says when a class starts as a schedule does, in China time', () => {
    expect(startText('2026-05-20T11:30:00.000Z', NOW)).toBe('今天 19:30');
    expect(startText('2026-05-20T16:30:00.000Z', NOW)).toBe('明天 00:30');
    expect(startText('2026-05-19T12:00:00.000Z', NOW)).toBe('昨天 20:00');
    expect(startText('2026-05-23T11:30:00.000Z', NOW)).toBe('05-23 周六 19:30');
    expect(startText('2027-01-04T01:00:00.000Z', NOW)).toBe('2027-01-04 周一 09:00');
    expect(startText('not a time', NOW)).toBe('');
  });

  it('counts down in days and hours, then to the second', () => {
    expect(countdownText(2 * 86_400_000 + 3 * 3_600_000)).toBe('2天3小时');
    expect(countdownText(86_400_000)).toBe('1天');
    expect(countdownText(3_723_000)).toBe('01:02:03');
    expect(countdownText(-5)).toBe('00:00:00');
  });

  it('shortens large online counts', () => {
    expect(countText(980)).toBe('980');
    expect(countText(12_345)).toBe('1.2万');
    expect(countText(20_000)).toBe('2万');
  });
});
