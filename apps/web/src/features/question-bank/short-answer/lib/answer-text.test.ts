import { describe, expect, it } from 'vitest';
import { answerSummary, countChars, wordCount } from './answer-text';

describe('word counter', () => {
  it('counts characters as a learner does, a surrogate pair as one', () => {
    expect(countChars('申论作答')).toBe(4);
    expect(countChars('𠮷野家')).toBe(3);
    expect(countChars('a\r\nb')).toBe(3);
  });

  it('shows n/N字 and turns red with the warning only over the suggested length', () => {
    expect(wordCount('一二三', 5)).toMatchObject({ label: '3/5字', over: false, warning: null });
    expect(wordCount('一二三四五', 5)).toMatchObject({ label: '5/5字', over: false });
    expect(wordCount('一二三四五六', 5)).toMatchObject({
      label: '6/5字',
      over: true,
      warning: '您的字数已达到5字',
    });
  });

  it('has no limit without wordsNum', () => {
    expect(wordCount('一二三', null)).toMatchObject({ label: '3字', over: false, limit: null });
    expect(wordCount('一二三', 0)).toMatchObject({ label: '3字', over: false });
  });
});

describe('read-only answer', () => {
  it('keeps at most 400 characters, then an ellipsis', () => {
    const long = '字'.repeat(401);
    expect(answerSummary(long)).toBe(`${'字'.repeat(400)}…`);
    expect(answerSummary('字'.repeat(400))).toBe('字'.repeat(400));
  });

  it('never cuts a character in half', () => {
    expect(answerSummary('𠮷𠮷𠮷', 2)).toBe('𠮷𠮷…');
  });
});
