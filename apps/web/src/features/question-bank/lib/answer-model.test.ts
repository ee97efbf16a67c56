import { describe, expect, it } from 'vitest';
import {
  describeAnswer,
  emptyAnswer,
  formatSeconds,
  fromUserAnswer,
  isAnswered,
  joinOrder,
  toggleMultiple,
  toggleSingle,
  trimEntries,
} from './answer-model';

describe('answer model', () => {
  it('single choice toggles the chosen option; choosing it again clears it', () => {
    expect(toggleSingle('', 'B')).toBe('B');
    expect(toggleSingle('B', 'C')).toBe('C');
    expect(toggleSingle('C', 'C')).toBe('');
  });

  it('multiple choice adds or removes a letter and reports the letters sorted', () => {
    expect(toggleMultiple('', 'C')).toBe('C');
    expect(toggleMultiple('C', 'A')).toBe('AC');
    expect(toggleMultiple('AC', 'B')).toBe('ABC');
    expect(toggleMultiple('ABC', 'A')).toBe('BC');
  });

  it('fill-in trims each entry and starts with one empty entry per blank', () => {
    expect(trimEntries([' 13 ', '\t34'])).toEqual(['13', '34']);
    expect(emptyAnswer({ questionTypeCode: 'fill_in', answerSize: 3 })).toEqual(['', '', '']);
    expect(emptyAnswer({ questionTypeCode: 'single_choose', answerSize: 0 })).toBe('');
  });

  it('sequencing joins order numbers with commas and drops blanks', () => {
    expect(joinOrder(['3', ' 1', '', ' ', '2'])).toBe('3,1,2');
    expect(joinOrder(['', ''])).toBe('');
  });

  it('knows an answer from an empty one', () => {
    expect(isAnswered(['', ' '])).toBe(false);
    expect(isAnswered(['', '5'])).toBe(true);
    expect(isAnswered('')).toBe(false);
    expect(isAnswered('A')).toBe(true);
  });

  it('restores saved answers into widget values', () => {
    const saved = { questionId: 1, answer: '', url: [], timeSpent: 0 };
    expect(
      fromUserAnswer(
        { questionTypeCode: 'fill_in', answerSize: 2 },
        { ...saved, answerList: ['13'] },
      ),
    ).toEqual(['13', '']);
    expect(
      fromUserAnswer(
        { questionTypeCode: 'multiple_choose', answerSize: 0 },
        { ...saved, answerList: ['A', 'C'] },
      ),
    ).toBe('AC');
    expect(
      fromUserAnswer(
        { questionTypeCode: 'sequencing', answerSize: 5 },
        { ...saved, answerList: ['3', '1'] },
      ),
    ).toBe('3,1');
  });

  it('formats answers and times for people', () => {
    expect(describeAnswer('fill_in', ['13', '34'])).toBe('13；34');
    expect(formatSeconds(65)).toBe('01:05');
    expect(formatSeconds(3725)).toBe('01:02:05');
  });
});
