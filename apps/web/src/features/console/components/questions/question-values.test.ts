import { describe, expect, it } from 'vitest';
import {
  durationText,
  emptyPart,
  isBlankHtml,
  isWholeOrder,
  lettersWithout,
  retyped,
  sequenceOf,
  toQuestionInput,
  valuesOf,
} from './question-values';

describe('question values', () => {
  it('moves the key with its options when one is taken out', () => {
    expect(lettersWithout('C', 1)).toBe('B');
    expect(lettersWithout('ACD', 2)).toBe('AC');
    expect(lettersWithout('B', 1)).toBe('');
    expect(lettersWithout('A', 3)).toBe('A');
  });

  it('gives a type what it needs when the type changes', () => {
    const single = { ...emptyPart('single_choose'), options: ['a', 'b', 'c'], letters: 'C' };
    expect(retyped(single, 'single_choose', 'true_false_choose')).toEqual({
      options: ['正确', '错误'],
      letters: '',
    });
    expect(retyped(single, 'single_choose', 'multiple_choose')).toEqual({});
    expect(retyped({ ...single, letters: 'AC' }, 'multiple_choose', 'single_choose')).toEqual({
      letters: '',
    });
    const trueFalse = {
      ...emptyPart('true_false_choose'),
      options: ['正确', '错误'],
      letters: 'B',
    };
    expect(retyped(trueFalse, 'true_false_choose', 'single_choose')).toEqual({
      options: ['', '', '', ''],
    });
    // Types without options leave them alone.
    expect(retyped(single, 'single_choose', 'fill_in')).toEqual({});
  });

  it('reads rich text, orders and durations as the server does', () => {
    expect(isBlankHtml('<p> &nbsp;</p>')).toBe(true);
    expect(isBlankHtml('<p><img src="/a.png"></p>')).toBe(false);
    expect(sequenceOf('3，1, 2')).toEqual([3, 1, 2]);
    expect(sequenceOf('3,a')).toBeNull();
    expect(isWholeOrder([3, 1, 2])).toBe(true);
    expect(isWholeOrder([1, 3])).toBe(false);
    expect(durationText(187)).toBe('03:07');
    expect(durationText(4505)).toBe('75:05');
  });

  it('sends only what the type reads', () => {
    const values = {
      ...valuesOf(null, { subjectId: 2 }),
      typeCode: 'sequencing' as const,
      catalogueId: 11,
      context: '<p>排序</p>',
      sequence: ' 3,1,2 ',
      letters: 'A',
      wordsNum: 200,
    };
    expect(toQuestionInput(values, null)).toEqual({
      id: null,
      subjectId: 2,
      catalogueId: 11,
      paperId: null,
      typeCode: 'sequencing',
      source: '',
      context: '<p>排序</p>',
      options: [],
      answer: '3,1,2',
      difficulty: 3,
      score: 1,
      wordsNum: null,
      analyses: [],
      materials: [],
      children: [],
    });
    // A saved question keeps its paper: none is sent.
    expect(toQuestionInput({ ...values, paperId: 6 }, 9).paperId).toBeNull();
  });
});
