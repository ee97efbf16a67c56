import { describe, expect, it } from 'vitest';
import type { Question, Review } from '@shangan/shared/contracts/question-bank';
import { analysisView } from './analysis-model';
import { leavesOf, orderOf, practiceCells, toggleOrder } from './answer-model';
import { reviewModel } from './review-model';

function question(id: number, changes: Partial<Question> = {}): Question {
  return {
    id,
    questionTypeCode: 'single_choose',
    context: '',
    questionOptionList: [],
    answerSize: 1,
    difficulty: 1,
    score: 1,
    wordsNum: null,
    knowledgePoint: null,
    source: '',
    vipOnly: false,
    isStarred: false,
    materialContext: [],
    sonQuestion: [],
    ...changes,
  };
}

const composite = question(3, {
  questionTypeCode: 'composite',
  sonQuestion: [
    { ...question(4), parentId: 3 },
    { ...question(5), parentId: 3 },
  ],
});

describe('sequencing by taps', () => {
  it('appends a number not placed yet and takes a placed one out', () => {
    expect(toggleOrder('', '3')).toBe('3');
    expect(toggleOrder('3,1', '2')).toBe('3,1,2');
    expect(toggleOrder('3,1,2', '1')).toBe('3,2');
    expect(orderOf(' 3, ,1 ')).toEqual(['3', '1']);
  });
});

describe('the answer card', () => {
  it('numbers every leaf, a material question by its sub-questions', () => {
    const cells = practiceCells(leavesOf([question(1), composite]), { 1: 'B', 4: '', 5: 'A' });
    expect(cells.map((cell) => [cell.index, cell.topIndex, cell.state])).toEqual([
      [1, 0, 'answered'],
      [2, 1, 'empty'],
      [3, 1, 'answered'],
    ]);
  });
});

describe('the answer and analysis panel', () => {
  it('says why the key is withheld: a running exam, VIP, or not handed in', () => {
    expect(analysisView(question(1, { locked: true, lockedReason: 'exam' })).state).toBe('exam');
    expect(analysisView(question(1, { locked: true, lockedReason: 'vip' })).state).toBe('vip');
    expect(analysisView(question(1, { locked: true })).state).toBe('hidden');
  });

  it('splits the analyses by kind, never listing an AI one among the texts', () => {
    const view = analysisView(
      question(1, {
        answer: 'D',
        analysisList: [
          { id: 1, type: 'text', analysis: 'a', isAi: 0, thumbsUp: null },
          { id: 2, type: 'text', analysis: 'b', isAi: 1, thumbsUp: null },
          { id: 3, type: 'video', analysis: '9', isAi: 0, thumbsUp: null },
          { id: 4, type: 'audio', analysis: '/a', isAi: 0, thumbsUp: null },
        ],
      }),
      'B',
    );
    expect(view).toMatchObject({ state: 'open', mine: 'B', key: 'D', none: false });
    if (view.state !== 'open') return;
    expect([view.texts, view.videos, view.audios].map((list) => list.map((a) => a.id))).toEqual([
      [1],
      [3],
      [4],
    ]);
  });
});

describe('the review', () => {
  it('keeps a material question among 只看错题 while any sub-question was not right', () => {
    const review = {
      report: {
        answerCard: [
          { questionId: 1, parentId: null, index: 1, result: 'correct', timeSpent: 1 },
          { questionId: 4, parentId: 3, index: 2, result: 'correct', timeSpent: 1 },
          { questionId: 5, parentId: 3, index: 3, result: 'wrong', timeSpent: 1 },
        ],
      },
      questions: [question(1), composite],
      userAnswers: [
        { questionId: 5, answer: 'C', answerList: ['C'], url: [], timeSpent: 1, isCorrect: 0 },
      ],
    } as unknown as Review;
    const all = reviewModel(review, false);
    expect(all.shown.map((q) => q.id)).toEqual([1, 3]);
    expect(all.firstNumberOf(composite)).toBe(2);
    expect(all.values[5]).toBe('C');
    expect(all.info[5]).toEqual({ isCorrect: 0 });
    expect(reviewModel(review, true).shown.map((q) => q.id)).toEqual([3]);
  });
});
