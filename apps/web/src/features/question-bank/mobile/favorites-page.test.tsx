import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FavoriteItem, Question } from '@shangan/shared/contracts/question-bank';
import { fakeApi, stopStubs } from '../../../test/app-harness';
import { mobileWhere, renderMobile } from '../../../test/mobile-harness';
import FavoritesPage from './favorites-page';

afterEach(() => {
  cleanup();
  stopStubs();
});

const WAIT = { timeout: 20_000 };

function favorite(questionId: number, summary: string): FavoriteItem {
  return {
    questionId,
    parentId: null,
    questionTypeCode: 'single_choose',
    summary,
    subjectId: 1,
    subjectName: '行测',
    knowledgePoint: { id: 2, name: '片段阅读' },
    vipOnly: false,
    starredAt: '2026-11-20T03:00:00.000Z',
  };
}

function question(changes: Partial<Question> = {}): Question {
  return {
    id: 11,
    questionTypeCode: 'single_choose',
    context: '<p>这段文字意在说明：</p>',
    questionOptionList: [
      { optionHead: 'A', content: '甲' },
      { optionHead: 'B', content: '乙' },
    ],
    answerSize: 1,
    difficulty: 3,
    score: 1,
    wordsNum: null,
    knowledgePoint: { id: 2, name: '片段阅读' },
    source: '2024年国考',
    vipOnly: false,
    isStarred: true,
    materialContext: [],
    sonQuestion: [],
    ...changes,
  };
}

const SUBJECTS = {
  data: {
    subjects: [
      {
        id: 1,
        code: 'xingce',
        name: '行测',
        description: '',
        questionCount: 1,
        paperCount: 0,
        doneCount: 0,
        correctCount: 0,
        modules: [],
      },
      {
        id: 2,
        code: 'shenlun',
        name: '申论',
        description: '',
        questionCount: 1,
        paperCount: 0,
        doneCount: 0,
        correctCount: 0,
        modules: [],
      },
    ],
    lastExercise: null,
    totals: null,
  },
};

const ROUTES = { '/favorites': <FavoritesPage /> };

describe('mobile favourites', () => {
  it('lists my starred questions with their count and unstars one after asking', async () => {
    let starred = [favorite(11, '适度的“无聊”有助于激发创造力'), favorite(12, '古籍活化利用')];
    const api = fakeApi(
      {
        'POST /homePage/getAll': SUBJECTS,
        'POST /favorites/favoritesList': () => ({
          data: { list: starred, total: starred.length },
        }),
        'POST /favorites/cancelStar': (fields) => {
          starred = starred.filter((item) => item.questionId !== fields.questionId);
          return { data: { questionId: fields.questionId, isStarred: false } };
        },
      },
      { signedIn: true },
    );
    renderMobile(ROUTES, '/favorites');

    expect(await screen.findByText('共收藏 2 道题', {}, WAIT)).toBeTruthy();
    const card = screen.getByRole('article', { name: '收藏题目11' });
    fireEvent.click(within(card).getByText('取消收藏'));
    // Nothing is sent before the learner confirms.
    expect(api.fieldsOf('POST /favorites/cancelStar')).toEqual([]);
    fireEvent.click(await screen.findByText('取消收藏', { selector: '.adm-dialog *' }));

    await waitFor(() => expect(screen.getByText('共收藏 1 道题')).toBeTruthy());
    expect(api.fieldsOf('POST /favorites/cancelStar')).toEqual([{ questionId: 11 }]);
    expect(screen.queryByRole('article', { name: '收藏题目11' })).toBeNull();
  });

  it('opens a question with its key and analysis once handed in', async () => {
    fakeApi(
      {
        'POST /homePage/getAll': SUBJECTS,
        'POST /favorites/favoritesList': {
          data: { list: [favorite(11, '这段文字意在说明')], total: 1 },
        },
        'GET /favorites/questionView': {
          data: question({
            answer: 'B',
            answerList: ['B'],
            analysisList: [
              { id: 1, type: 'text', analysis: '<p>转折之后是重点。</p>', isAi: 0, thumbsUp: null },
            ],
          }),
        },
      },
      { signedIn: true },
    );
    renderMobile(ROUTES, '/favorites');

    fireEvent.click(await screen.findByText('查看题目', { selector: 'button' }, WAIT));
    expect(await screen.findByText('转折之后是重点。', {}, WAIT)).toBeTruthy();
    expect(screen.getByTestId('right-answer').textContent).toBe('B');
  });

  it('says why a question not handed in has no key yet', async () => {
    fakeApi(
      {
        'POST /homePage/getAll': SUBJECTS,
        'POST /favorites/favoritesList': {
          data: { list: [favorite(11, '这段文字意在说明')], total: 1 },
        },
        'GET /favorites/questionView': { data: question({ locked: true }) },
      },
      { signedIn: true },
    );
    renderMobile(ROUTES, '/favorites');

    fireEvent.click(await screen.findByText('查看题目', { selector: 'button' }, WAIT));
    expect(
      await screen.findByText('完成包含本题的练习并交卷后，即可查看答案与解析。', {}, WAIT),
    ).toBeTruthy();
  });

  it('narrows to a subject through the address', async () => {
    const api = fakeApi(
      {
        'POST /homePage/getAll': SUBJECTS,
        'POST /favorites/favoritesList': { data: { list: [], total: 0 } },
      },
      { signedIn: true },
    );
    renderMobile(ROUTES, '/favorites');

    expect(await screen.findByText('还没有收藏题目', {}, WAIT)).toBeTruthy();
    fireEvent.click(screen.getByText('申论'));

    await waitFor(() => expect(mobileWhere()).toBe('/favorites?subjectId=2'));
    await waitFor(() =>
      expect(api.fieldsOf('POST /favorites/favoritesList')).toContainEqual({
        subjectId: 2,
        page: 1,
        size: 10,
      }),
    );
    expect(await screen.findByText('这个科目还没有收藏题目')).toBeTruthy();
  });
});
