import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MOCK_EXAMS_KEY } from '../../../lib/api/mock-exams';
import { fakeApi, renderInApp, stopStubs, where } from '../../../test/app-harness';
import type { PracticeSession } from '../types';
import MockTestPage from './mock-test-page';

/** A budget for the first answers on a busy machine, not an expectation. */
const WAIT = { timeout: 8_000 };

afterEach(() => {
  cleanup();
  stopStubs();
  Reflect.deleteProperty(document, 'visibilityState');
});

function session(
  stage: 'xingce' | 'shenlun',
  changes: Partial<PracticeSession['exercise']> = {},
): PracticeSession {
  return {
    exercise: {
      id: stage === 'xingce' ? 901 : 902,
      kind: 'contest',
      title: `2027国考全真模考（第3期）· ${stage === 'xingce' ? '行测' : '申论'}`,
      status: 'doing',
      questionCount: 1,
      answeredCount: 0,
      elapsedSeconds: 600,
      timeLimitSeconds: 7200,
      remainingSeconds: 6600,
      currentIndex: 0,
      subjectId: 1,
      catalogueId: null,
      paperId: stage === 'xingce' ? 31 : 32,
      createdAt: '2026-05-16T01:00:00.000Z',
      updatedAt: '2026-05-16T01:10:00.000Z',
      submittedAt: null,
      ...changes,
    },
    questions: [
      stage === 'xingce'
        ? {
            id: 501,
            questionTypeCode: 'single_choose',
            context: '<p>依次填入画横线部分最恰当的一项是</p>',
            questionOptionList: ['A', 'B', 'C', 'D'].map((head) => ({
              optionHead: head,
              content: `<p>选项${head}</p>`,
            })),
            answerSize: 1,
            difficulty: 2,
            score: 0.8,
            wordsNum: null,
            knowledgePoint: null,
            source: '',
            vipOnly: false,
            isStarred: false,
            materialContext: [],
            sonQuestion: [],
          }
        : {
            id: 601,
            questionTypeCode: 'short_answer',
            context: '<p>根据给定资料，概括基层治理中存在的主要问题。</p>',
            questionOptionList: [],
            answerSize: 0,
            difficulty: 3,
            score: 20,
            wordsNum: 300,
            knowledgePoint: null,
            source: '',
            vipOnly: false,
            isStarred: false,
            materialContext: [],
            sonQuestion: [],
          },
    ],
    userAnswers: [],
  };
}

const EXPLAIN = {
  id: 3,
  stageList: [
    { stage: 'xingce', name: '行测' },
    { stage: 'shenlun', name: '申论' },
  ],
  myAttempts: [
    { stage: 'xingce', status: 'doing', mayStart: true, leaveCount: 0 },
    { stage: 'shenlun', status: 'not_started', mayStart: false, leaveCount: 0 },
  ],
};

/** `serverSecondsLeft`: what the server's clock still gives the first 'timeUp' it receives. */
function fakeServer(opened: PracticeSession, serverSecondsLeft = 0) {
  let clockReports = 0;
  return fakeApi(
    {
      'POST /mockExam/mockExamStaged': { data: opened },
      'POST /mockExam/getMockExamExplain': { data: EXPLAIN },
      'POST /mockExam/leaveLog': { data: { leaveCount: 1, recorded: true } },
      'POST /historyPaper/submitAnswer': (fields) => {
        if (fields.action === 'timeUp') clockReports += 1;
        const early = fields.action === 'timeUp' && clockReports === 1 && serverSecondsLeft > 0;
        return {
          data: {
            exerciseId: opened.exercise.id,
            status:
              (fields.action === 'handIn' || fields.action === 'timeUp') && !early
                ? 'submitted'
                : 'doing',
            saved: 1,
            answeredCount: 1,
            remainingSeconds: early ? serverSecondsLeft : null,
            timeUp: false,
            report: null,
          },
        };
      },
    },
    { signedIn: true },
  );
}

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('the contest’s exam screen', () => {
  it('opens the stage on the practice screen and logs leaving the page', async () => {
    const server = fakeServer(session('xingce'));
    renderInApp(<MockTestPage />, { path: '/questionBank/mockTest?mockExamId=3&stage=xingce' });

    expect(await screen.findByText('依次填入画横线部分最恰当的一项是', {}, WAIT)).toBeTruthy();
    expect(server.fieldsOf('POST /mockExam/mockExamStaged')).toEqual([
      { mockExamId: 3, stage: 'xingce' },
    ]);
    // A contest is not paused: its clock runs on the server.
    expect(screen.queryByRole('button', { name: /暂\s*停/ })).toBeNull();
    // Nor are its questions starred while it runs (the server refuses it).
    expect(screen.queryByRole('button', { name: /收\s*藏/ })).toBeNull();
    // Both stages in the top bar; 申论 is not open yet.
    const shenlun = await screen.findByText('申论', {}, WAIT);
    expect(shenlun.closest('.ant-segmented-item-disabled')).toBeTruthy();

    setVisibility('hidden');
    setVisibility('visible');
    await waitFor(() =>
      expect(server.fieldsOf('POST /mockExam/leaveLog')).toEqual([
        { mockExamId: 3, stage: 'xingce', event: 'hidden' },
        { mockExamId: 3, stage: 'xingce', event: 'visible' },
      ]),
    );
    expect(await screen.findByText('已离开考试页面 1 次', {}, WAIT)).toBeTruthy();
  });

  it('hands in by itself when the time is up and says so', async () => {
    const server = fakeServer(session('xingce', { elapsedSeconds: 7200, remainingSeconds: 0 }));
    renderInApp(<MockTestPage />, {
      path: '/questionBank/mockTest?mockExamId=3&stage=xingce',
      showWhere: true,
    });
    await waitFor(
      () =>
        expect(server.fieldsOf('POST /historyPaper/submitAnswer')).toContainEqual(
          // Handed in by the clock, not by the learner: the server records it as automatic.
          expect.objectContaining({ exerciseId: 901, action: 'timeUp' }),
        ),
      WAIT,
    );
    await waitFor(() => expect(server.notices).toContainEqual(['warning', '时间到，已自动交卷']));
    // Back to the contest, whose results wait for its end: not to a practice report.
    await waitFor(() => expect(where()).toBe('/questionBank/mockExamExplain?mockExamId=3'));
  });

  it('refreshes the contest pages’ data once the stage is handed in', async () => {
    let client: QueryClient | null = null;
    function CacheProbe() {
      client = useQueryClient();
      return null;
    }
    fakeServer(session('xingce', { elapsedSeconds: 7200, remainingSeconds: 0 }));
    renderInApp(
      <>
        <CacheProbe />
        <MockTestPage />
      </>,
      { path: '/questionBank/mockTest?mockExamId=3&stage=xingce', showWhere: true },
    );
    // 我的模考 as it was read before the hand-in: still 进行中.
    const mine = [...MOCK_EXAMS_KEY, 'mine', {}, 7];
    client!.setQueryData(mine, { list: [{ id: 3, state: 'running' }] });
    expect(client!.getQueryState(mine)?.isInvalidated).toBe(false);
    await waitFor(() => expect(where()).toBe('/questionBank/mockExamExplain?mockExamId=3'), WAIT);
    expect(client!.getQueryState(mine)?.isInvalidated).toBe(true);
  });

  it("tries the clock's hand-in again when the server still had a second left", async () => {
    const server = fakeServer(session('xingce', { elapsedSeconds: 7200, remainingSeconds: 0 }), 1);
    renderInApp(<MockTestPage />, {
      path: '/questionBank/mockTest?mockExamId=3&stage=xingce',
      showWhere: true,
    });
    await waitFor(() => expect(where()).toBe('/questionBank/mockExamExplain?mockExamId=3'), WAIT);
    const reports = server
      .fieldsOf('POST /historyPaper/submitAnswer')
      .filter((fields) => fields.action === 'timeUp');
    expect(reports).toHaveLength(2);
    expect(server.notices).toContainEqual(['warning', '时间到，已自动交卷']);
  });

  it('takes the 申论 answers as text on the exam screen', async () => {
    const server = fakeServer(session('shenlun'));
    renderInApp(<MockTestPage />, { path: '/questionBank/mockTest?mockExamId=3&stage=shenlun' });
    const box = await screen.findByRole('textbox', { name: '第601题作答' }, WAIT);
    fireEvent.change(box, { target: { value: '一是基层减负落实不到位；二是服务群众渠道不畅。' } });
    await waitFor(
      () =>
        expect(server.fieldsOf('POST /historyPaper/submitAnswer')).toContainEqual(
          expect.objectContaining({
            exerciseId: 902,
            action: 'save',
            answers: [
              expect.objectContaining({
                questionId: 601,
                answer: '一是基层减负落实不到位；二是服务群众渠道不畅。',
              }),
            ],
          }),
        ),
      WAIT,
    );
  });

  it('says what is missing from a hand-edited address', async () => {
    fakeServer(session('xingce'));
    renderInApp(<MockTestPage />, { path: '/questionBank/mockTest?mockExamId=3' });
    expect(await screen.findByText('链接缺少模考编号或考试科目', {}, WAIT)).toBeTruthy();
  });
});
