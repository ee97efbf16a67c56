import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CatalogueTreeNode, SubjectSummary } from '@shangan/shared/contracts/question-bank';
import { fakeApi, stopStubs } from '../../../test/app-harness';
import { mobileWhere, renderMobile } from '../../../test/mobile-harness';
import BankHomePage from './bank-home-page';
import { nodeProgressText, nodeTap } from './lists/catalogue-tree';

afterEach(() => {
  cleanup();
  stopStubs();
});

const WAIT = { timeout: 20_000 };

function subject(id: number, name: string, changes: Partial<SubjectSummary> = {}): SubjectSummary {
  return {
    id,
    code: `s${id}`,
    name,
    description: '',
    questionCount: 100,
    paperCount: 2,
    doneCount: 10,
    correctCount: 8,
    modules: [],
    ...changes,
  };
}

function node(
  id: number,
  name: string,
  changes: Partial<CatalogueTreeNode> = {},
): CatalogueTreeNode {
  return {
    id,
    subjectId: 1,
    parentId: null,
    name,
    level: 1,
    vipOnly: false,
    locked: false,
    questionCount: 20,
    objectiveCount: 20,
    doneCount: 5,
    correctCount: 4,
    hasChildren: false,
    children: [],
    ...changes,
  };
}

const TREE = [
  node(1, '言语理解与表达', {
    questionCount: 65,
    doneCount: 5,
    correctCount: 5,
    hasChildren: true,
    children: [
      node(2, '片段阅读', { parentId: 1, level: 2, doneCount: 2, correctCount: 1 }),
      node(3, '真题压轴题', { parentId: 1, level: 2, vipOnly: true, locked: true, doneCount: 0 }),
    ],
  }),
];

const HOME = {
  subjects: [subject(1, '行测'), subject(2, '申论', { paperCount: 0 })],
  lastExercise: null,
  totals: {
    exerciseCount: 3,
    totalSeconds: 3600,
    doneCount: 21,
    answerCount: 21,
    correctCount: 17,
    accuracy: 81,
    errorCount: 2,
    favoriteCount: 1,
    todayCount: 4,
  },
};

const ROUTES = { '/questionBank': <BankHomePage /> };

describe('the catalogue nodes', () => {
  it('say their progress and what a tap does, before any request', () => {
    expect(nodeProgressText(node(1, 'a', { doneCount: 0, questionCount: 20 }))).toBe('已做 0/20');
    expect(nodeProgressText(node(1, 'a', { doneCount: 4, correctCount: 3 }))).toBe(
      '已做 4/20 · 正确率 75%',
    );
    expect(nodeTap(node(1, 'a'), false)).toBe('login');
    expect(nodeTap(node(1, 'a', { locked: true }), true)).toBe('vip');
    expect(nodeTap(node(1, 'a', { questionCount: 0 }), true)).toBe('empty');
    expect(nodeTap(node(1, 'a', { objectiveCount: 0 }), true)).toBe('shortAnswer');
    expect(nodeTap(node(1, 'a'), true)).toBe('choose');
  });
});

describe('the mobile bank home', () => {
  it('shows my totals, the subject tree with progress, and starts practice at the desktop link', async () => {
    const api = fakeApi(
      {
        'POST /homePage/getAll': { data: HOME },
        'GET /homePage/tree': { data: TREE },
        'POST /v2/catalogue/getCatalogueQuestion': {
          data: {
            exercise: { id: 77 },
            questions: [],
            userAnswers: [],
          },
        },
      },
      { signedIn: true },
    );
    renderMobile(ROUTES, '/questionBank');

    expect(await screen.findByText('言语理解与表达', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('81%')).toBeTruthy();
    expect(screen.getByText('已做 5/65 · 正确率 100%')).toBeTruthy();
    expect(api.fieldsOf('GET /homePage/tree')).toEqual([{ subjectId: '1' }]);

    fireEvent.click(screen.getByRole('button', { name: /^片段阅读/ }));
    fireEvent.click(await screen.findByText('练习 15 题'));

    await waitFor(() => expect(mobileWhere()).toBe('/questionBank/specificTest?exerciseId=77'));
    expect(api.fieldsOf('POST /v2/catalogue/getCatalogueQuestion')).toEqual([
      { catalogueId: 2, count: 15 },
    ]);
  });

  it('offers VIP for a locked point instead of starting it', async () => {
    const api = fakeApi(
      { 'POST /homePage/getAll': { data: HOME }, 'GET /homePage/tree': { data: TREE } },
      { signedIn: true },
    );
    renderMobile(ROUTES, '/questionBank');

    fireEvent.click(await screen.findByRole('button', { name: /^真题压轴题/ }, WAIT));
    fireEvent.click(await screen.findByText('去开通'));

    await waitFor(() => expect(mobileWhere()).toBe('/vipCenter'));
    expect(api.fieldsOf('POST /v2/catalogue/getCatalogueQuestion')).toEqual([]);
  });

  it('switches subject through the address', async () => {
    const api = fakeApi(
      { 'POST /homePage/getAll': { data: HOME }, 'GET /homePage/tree': { data: TREE } },
      { signedIn: true },
    );
    renderMobile(ROUTES, '/questionBank');

    fireEvent.click(await screen.findByText('申论', {}, WAIT));

    await waitFor(() => expect(mobileWhere()).toBe('/questionBank?subjectId=2'));
    await waitFor(() =>
      expect(api.fieldsOf('GET /homePage/tree')).toContainEqual({ subjectId: '2' }),
    );
  });

  it('continues the last unfinished past paper on the mobile paper screen', async () => {
    fakeApi(
      {
        'POST /homePage/getAll': {
          data: {
            ...HOME,
            lastExercise: {
              exerciseId: 9,
              kind: 'paper',
              title: '2024年国考行测（地市级）',
              status: 'doing',
              subjectId: 1,
              paperId: 3,
              catalogueId: null,
              questionCount: 20,
              answeredCount: 6,
              correctCount: null,
              score: null,
              totalScore: 100,
              accuracy: null,
              elapsedSeconds: 300,
              createdAt: '2026-11-20T00:00:00.000Z',
              updatedAt: '2026-11-20T00:05:00.000Z',
              submittedAt: null,
            },
          },
        },
        'GET /homePage/tree': { data: TREE },
      },
      { signedIn: true },
    );
    renderMobile(ROUTES, '/questionBank');

    fireEvent.click(await screen.findByText('继续练习', {}, WAIT));
    await waitFor(() =>
      expect(mobileWhere()).toBe('/questionBank/overYearTrueTopicDetailTest?paperId=3'),
    );
  });

  it('shows visitors the tree and sends them to log in, and back, when they start', async () => {
    const api = fakeApi({
      'POST /homePage/getAll': { data: { ...HOME, totals: null } },
      'GET /homePage/tree': { data: TREE },
    });
    renderMobile(ROUTES, '/questionBank?subjectId=1');

    expect(await screen.findByText('登录后自动记录做题进度、错题与收藏', {}, WAIT)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /^片段阅读/ }));

    await waitFor(() => expect(mobileWhere()).toBe('/login'));
    expect(sessionStorage.getItem('loginRedirect')).toBe('/m/questionBank?subjectId=1');
    expect(api.fieldsOf('POST /v2/catalogue/getCatalogueQuestion')).toEqual([]);
  });
});
