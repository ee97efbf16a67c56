import { describe, expect, it } from 'vitest';
import {
  courseValidityText,
  formatMinutes,
  liveTimeText,
  teacherNames,
  trialLengthText,
  validityText,
} from './course-format';

describe('course-format', () => {
  it('writes lengths the way the outline and statistics show them', () => {
    expect(formatMinutes(45)).toBe('45分钟');
    expect(formatMinutes(120)).toBe('2小时');
    expect(formatMinutes(200)).toBe('3小时20分钟');
    expect(trialLengthText(30)).toBe('30秒');
    expect(trialLengthText(180)).toBe('3分钟');
    expect(trialLengthText(150)).toBe('2分30秒');
    expect(validityText(0)).toBe('永久有效');
    expect(validityText(365)).toBe('购买后365天有效');
    expect(courseValidityText({ isFree: true, validityDays: 365 })).toBe('永久有效');
    expect(courseValidityText({ isFree: false, validityDays: 365 })).toBe('购买后365天有效');
    expect(teacherNames({ teachers: [{ name: '张老师' }, { name: '李老师' }] })).toBe(
      '张老师、李老师',
    );
    const start = '2026-03-01T11:30:00.000Z';
    expect(liveTimeText(start, Date.parse('2026-03-01T11:00:00.000Z'))).toBe(
      '2026-03-01 19:30 开播',
    );
    expect(liveTimeText(start, Date.parse('2026-03-01T12:00:00.000Z'))).toBe(
      '2026-03-01 19:30 已开播 · 可看回放',
    );
  });
});
