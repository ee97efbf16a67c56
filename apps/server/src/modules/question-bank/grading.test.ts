import { describe, expect, it } from 'vitest';
import {
  answerList,
  displayAnswer,
  gradeAnswer,
  prepareAnswer,
  type GradableQuestion,
  type RawAnswer,
} from './grading.ts';

const ABCD = ['A', 'B', 'C', 'D'];
const q = (typeCode: string, answer: string, answerSize = 0, optionHeads = ABCD) =>
  ({ typeCode, answer, answerSize, optionHeads }) satisfies GradableQuestion;

/** What the learner would be told: 'correct', 'wrong', 'unanswered', or the error message. */
function outcome(question: GradableQuestion, raw: RawAnswer): string {
  const prepared = prepareAnswer(question, raw);
  if (!prepared.ok) return `error: ${prepared.message}`;
  const result = gradeAnswer(question, prepared.stored);
  return result === 1 ? 'correct' : result === 0 ? 'wrong' : 'unanswered';
}

describe('single choice and true/false', () => {
  const single = q('single_choose', 'B');
  const trueFalse = q('true_false_choose', 'A', 0, ['A', 'B']);

  it('grades the chosen letter, whatever its case or surrounding spaces', () => {
    expect(outcome(single, 'B')).toBe('correct');
    expect(outcome(single, ' b ')).toBe('correct');
    expect(outcome(single, 'Ｂ')).toBe('correct');
    expect(outcome(single, 'C')).toBe('wrong');
    expect(outcome(trueFalse, 'A')).toBe('correct');
    expect(outcome(trueFalse, 'B')).toBe('wrong');
  });

  it('treats an empty choice as unanswered and a repeated letter as that letter', () => {
    expect(outcome(single, '')).toBe('unanswered');
    expect(outcome(single, '   ')).toBe('unanswered');
    expect(outcome(single, 'BB')).toBe('correct');
  });

  it('refuses two letters, unknown options and anything that is not a letter', () => {
    expect(outcome(single, 'AB')).toBe('error: 单选题只能选择一个选项');
    expect(outcome(single, 'E')).toBe('error: 选项 E 不存在');
    expect(outcome(trueFalse, 'C')).toBe('error: 选项 C 不存在');
    expect(outcome(single, '1')).toBe('error: 选择题答案只能是选项字母');
  });
});

describe('multiple and non-directional choice', () => {
  const multiple = q('multiple_choose', 'ACD');
  const nonDirectional = q('non_directional_choose', 'B');

  it('compares sorted, de-duplicated letters', () => {
    expect(outcome(multiple, 'ACD')).toBe('correct');
    expect(outcome(multiple, 'DCA')).toBe('correct');
    expect(outcome(multiple, 'cadA')).toBe('correct');
    expect(outcome(multiple, 'A, C, D')).toBe('correct');
    expect(outcome(multiple, ['D', 'A', 'C', 'A'])).toBe('correct');
    expect(prepareAnswer(multiple, 'DCAA')).toEqual({ ok: true, stored: 'ACD', empty: false });
  });

  it('marks a missing or an extra letter wrong', () => {
    expect(outcome(multiple, 'AC')).toBe('wrong');
    expect(outcome(multiple, 'ABCD')).toBe('wrong');
    expect(outcome(nonDirectional, 'B')).toBe('correct');
    expect(outcome(nonDirectional, 'AB')).toBe('wrong');
  });

  it('treats nothing chosen as unanswered', () => {
    expect(outcome(multiple, '')).toBe('unanswered');
    expect(outcome(multiple, [])).toBe('unanswered');
  });

  it('compares with a key stored in any order', () => {
    expect(outcome(q('multiple_choose', 'DA'), 'AD')).toBe('correct');
  });
});

describe('fill-in', () => {
  const twoBlanks = q('fill_in', JSON.stringify(['3', '社会主义核心价值观']), 2);

  it('compares each trimmed entry with its blank', () => {
    expect(outcome(twoBlanks, ['3', '社会主义核心价值观'])).toBe('correct');
    expect(outcome(twoBlanks, ['  3 ', ' 社会主义核心价值观\n'])).toBe('correct');
    expect(outcome(twoBlanks, ['３', '社会主义核心价值观'])).toBe('correct');
    expect(outcome(twoBlanks, ['3', '核心价值观'])).toBe('wrong');
  });

  it('marks a partly filled answer wrong and an empty one unanswered', () => {
    expect(outcome(twoBlanks, ['3'])).toBe('wrong');
    expect(outcome(twoBlanks, ['3', ''])).toBe('wrong');
    expect(outcome(twoBlanks, ['', ' '])).toBe('unanswered');
    expect(outcome(twoBlanks, [])).toBe('unanswered');
  });

  it('stores one trimmed entry per blank, padding the missing ones', () => {
    expect(prepareAnswer(twoBlanks, [' 3 '])).toEqual({
      ok: true,
      stored: '["3",""]',
      empty: false,
    });
  });

  it('refuses more entries than blanks', () => {
    expect(outcome(twoBlanks, ['1', '2', '3'])).toBe('error: 本题只有 2 个空');
  });

  it('accepts alternatives in the key and a JSON string from older clients', () => {
    const alternatives = q('fill_in', JSON.stringify(['3|三']), 1);
    expect(outcome(alternatives, ['三'])).toBe('correct');
    expect(outcome(alternatives, '["3"]')).toBe('correct');
    expect(outcome(alternatives, ' 3 ')).toBe('correct');
    expect(displayAnswer('fill_in', alternatives.answer)).toBe('3');
  });
});

describe('sequencing', () => {
  const order = q('sequencing', '3,1,2,5,4', 5);

  it('compares the order numbers, with blanks and extra spaces dropped', () => {
    expect(outcome(order, '3,1,2,5,4')).toBe('correct');
    expect(outcome(order, ' 3, 1 ,2,,5 , 4 ')).toBe('correct');
    expect(outcome(order, '3，1，2，5，4')).toBe('correct');
    expect(outcome(order, ['3', '1', '', '2', '5', '4'])).toBe('correct');
    expect(prepareAnswer(order, ' 3, 1 ,,2')).toEqual({ ok: true, stored: '3,1,2', empty: false });
  });

  it('marks another order or a short order wrong', () => {
    expect(outcome(order, '1,2,3,4,5')).toBe('wrong');
    expect(outcome(order, '3,1,2')).toBe('wrong');
  });

  it('treats blanks only as unanswered and refuses words or too many items', () => {
    expect(outcome(order, ' , ,')).toBe('unanswered');
    expect(outcome(order, '3,一,2')).toBe('error: 排序题请填写以逗号分隔的序号');
    expect(outcome(order, '1,2,3,4,5,6')).toBe('error: 本题只有 5 项需要排序');
  });
});

describe('short answer and composite questions', () => {
  it('stores a short answer but never grades it', () => {
    const essay = q('short_answer', '参考答案', 0, []);
    expect(prepareAnswer(essay, '  我的作答  ')).toEqual({
      ok: true,
      stored: '我的作答',
      empty: false,
    });
    expect(gradeAnswer(essay, '参考答案')).toBeNull();
  });

  it('refuses an answer to the composite question itself', () => {
    expect(outcome(q('composite', ''), 'A')).toBe('error: 材料题请作答其下的小题');
  });
});

describe('answer lists', () => {
  it('lists letters, blanks and order numbers', () => {
    expect(answerList('multiple_choose', 'ACD')).toEqual(['A', 'C', 'D']);
    expect(answerList('fill_in', '["3|三","5"]')).toEqual(['3', '5']);
    expect(answerList('sequencing', '3,1,2')).toEqual(['3', '1', '2']);
    expect(displayAnswer('fill_in', '["3","5"]')).toBe('3；5');
  });
});
