import { describe, expect, it } from 'vitest';
import { describeLength, timeLeft } from './words';

describe('lecture words', () => {
  it('says a video length in minutes and seconds', () => {
    expect(describeLength(40)).toBe('40秒');
    expect(describeLength(80)).toBe('1分20秒');
    expect(describeLength(180)).toBe('3分钟');
  });

  it('says how long a card has left', () => {
    const now = Date.parse('2026-05-01T00:00:00Z');
    expect(timeLeft('2026-05-01T05:00:00Z', now)).toBe('今天到期');
    expect(timeLeft('2026-05-03T01:00:00Z', now)).toBe('剩3天');
    expect(timeLeft('2026-04-30T00:00:00Z', now)).toBe('已到期');
  });
});
