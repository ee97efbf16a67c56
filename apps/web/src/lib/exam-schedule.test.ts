import { describe, expect, it } from 'vitest';
import { daysUntil, examCountdown, signupState } from './exam-schedule';

/** 2026-11-10 01:30 in China is still 11-09 in UTC. */
const NOW = new Date('2026-11-09T17:30:00Z');

describe('exam schedule', () => {
  it('counts days in China time', () => {
    expect(daysUntil('2026-11-10', NOW)).toBe(0);
    expect(daysUntil('2026-11-12', NOW)).toBe(2);
    expect(daysUntil('2026-11-09', NOW)).toBe(-1);
  });

  it('tells the sign-up phase', () => {
    expect(signupState({ signupStart: '2026-11-13', signupEnd: '2026-11-20' }, NOW)).toEqual({
      phase: 'upcoming',
      label: '3天后报名',
    });
    expect(signupState({ signupStart: '2026-11-01', signupEnd: '2026-11-10' }, NOW).phase).toBe(
      'open',
    );
    expect(signupState({ signupStart: '2026-11-01', signupEnd: '2026-11-09' }, NOW)).toEqual({
      phase: 'closed',
      label: '报名已结束',
    });
  });

  it('counts down to the written exam', () => {
    expect(examCountdown('2026-11-22', NOW)).toBe('距笔试12天');
    expect(examCountdown('2026-11-10', NOW)).toBe('已开考');
  });
});
