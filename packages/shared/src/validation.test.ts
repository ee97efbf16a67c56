import { describe, expect, it } from 'vitest';
import { gradeScoreProblem } from './validation.ts';

describe('gradeScoreProblem', () => {
  it('takes 0 to the full score in steps of 0.5', () => {
    expect(gradeScoreProblem(0, 20)).toBeNull();
    expect(gradeScoreProblem(12.5, 20)).toBeNull();
    expect(gradeScoreProblem(20, 20)).toBeNull();
    expect(gradeScoreProblem(12.3, 20)).toBe('请输入有效的分数');
    expect(gradeScoreProblem(-1, 20)).toBe('请输入有效的分数');
    expect(gradeScoreProblem(null, 20)).toBe('请输入有效的分数');
    expect(gradeScoreProblem(21, 20)).toBe('得分不能超过本题满分20分');
    expect(gradeScoreProblem(15.5, 15)).toBe('得分不能超过本题满分15分');
  });
});
