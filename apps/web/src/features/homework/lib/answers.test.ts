import { describe, expect, it } from 'vitest';
import type { HomeworkItem } from '../types';
import {
  describeChoice,
  fromServer,
  isAnswered,
  lettersOf,
  toInputs,
  unansweredNumbers,
} from './answers';

function item(itemId: number, typeCode: string, changes: Partial<HomeworkItem> = {}): HomeworkItem {
  return {
    itemId,
    number: itemId,
    kind: typeCode === 'short_answer' ? 'subjective' : 'objective',
    typeCode,
    stem: '<p>题干</p>',
    materials: [],
    options: [],
    answerSize: 0,
    score: 5,
    key: null,
    analyses: [],
    ...changes,
  };
}

const ITEMS = [
  item(1, 'single_choose'),
  item(2, 'multiple_choose'),
  item(3, 'fill_in', { answerSize: 2 }),
  item(4, 'sequencing', { answerSize: 3 }),
  item(5, 'short_answer'),
];

describe('homework answers', () => {
  it('sends letters, trimmed blanks, order numbers and text with photo addresses', () => {
    expect(
      toInputs(ITEMS, {
        1: { choice: ['B'], text: '', pictures: [] },
        2: { choice: ['C', 'A'], text: '', pictures: [] },
        3: { choice: [' 北京 ', ''], text: '', pictures: [] },
        4: { choice: ['3', '', '1'], text: '', pictures: [] },
        5: { choice: [], text: '答', pictures: [{ url: 'u/1.jpg', src: 'blob:x' }] },
      }),
    ).toEqual([
      { itemId: 1, choice: ['B'] },
      { itemId: 2, choice: ['A', 'C'] },
      { itemId: 3, choice: ['北京', ''] },
      { itemId: 4, choice: ['3', '1'] },
      { itemId: 5, text: '答', pictures: ['u/1.jpg'] },
    ]);
  });

  it('sends only the questions answered or touched', () => {
    expect(toInputs(ITEMS, { 2: { choice: [], text: '', pictures: [] } })).toEqual([
      { itemId: 2, choice: [] },
    ]);
  });

  it('tells answered from unanswered questions', () => {
    const map = fromServer([
      { itemId: 1, choice: ['A'], text: '', pictures: [], correct: null, score: null, comment: '' },
      {
        itemId: 3,
        choice: ['', ' '],
        text: '',
        pictures: [],
        correct: null,
        score: null,
        comment: '',
      },
      {
        itemId: 5,
        choice: [],
        text: '',
        pictures: [{ url: 'u', previewUrl: 'p', shapes: [] }],
        correct: null,
        score: null,
        comment: '',
      },
    ]);
    expect(isAnswered(ITEMS[0]!, map[1])).toBe(true);
    expect(isAnswered(ITEMS[2]!, map[3])).toBe(false);
    expect(isAnswered(ITEMS[4]!, map[5])).toBe(true);
    expect(unansweredNumbers(ITEMS, map)).toEqual([2, 3, 4]);
  });

  it('reads letters stored either way and describes answers', () => {
    expect(lettersOf(['AC'])).toBe('AC');
    expect(lettersOf(['C', 'a'])).toBe('AC');
    expect(describeChoice(ITEMS[1]!, ['A', 'C'])).toBe('A、C');
    expect(describeChoice(ITEMS[2]!, ['北京', ''])).toBe('北京；（空）');
    expect(describeChoice(ITEMS[3]!, ['3', '1', '2'])).toBe('3,1,2');
  });
});
