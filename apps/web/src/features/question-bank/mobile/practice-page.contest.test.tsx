import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PracticeSession } from '@shangan/shared/contracts/question-bank';
import { fakeApi, stopStubs } from '../../../test/app-harness';
import PracticePage from './practice-page';
import { renderPages, whereNow } from './practice/test-kit';

/** A budget for the first answers on a busy machine, not an expectation. */
const WAIT = { timeout: 20_000 };

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
      title: `2027国考全真模考（第3期）·${stage === 'xingce' ? '行测' : '申论'}`,
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

function explain(shenlunOpen: boolean) {
  return {
    id: 3,
    stageList: [
      { stage: 'xingce', name: '行测' },
      { stage: 'shenlun', name: '申论' },
    ],
    myAttempts: [
      { stage: 'xingce', status: 'doing', mayStart: true, leaveCount: 0 },
      { stage: 'shenlun', status: 'not_started', mayStart: shenlunOpen, leaveCount: 0 },
    ],
  };
}

/** `serverSecondsLeft`: what the server's clock still gives the first 'timeUp' it receives. */
function fakeServer(opened: PracticeSession, { shenlunOpen = false, serverSecondsLeft = 0 } = {}) {
  let clockReports = 0;
  let leaves = 0;
  return fakeApi(
    {
      'POST /userExerciseLog/getExerciseQuestion': { data: opened },
      'POST /mockExam/mockExamStaged': (fields) => ({
        data: fields.stage === 'shenlun' ? session('shenlun') : opened,
      }),
      'POST /mockExam/mockExamPractice': { data: opened },
      'POST /mockExam/getMockExamExplain': { data: explain(shenlunOpen) },
      'POST /mockExam/leaveLog': (fields) => {
        if (fields.event === 'hidden') leaves += 1;
        return { data: { leaveCount: leaves, recorded: true } };
      },
      'POST /v2/catalogue/getCatalogueQuestionHandInCheck': { data: { tip: '确定要交卷吗？' } },
      'POST /historyPaper/submitAnswer': (fields) => {
        if (fields.action === 'timeUp') clockReports += 1;
        const early = fields.action === 'timeUp' && clockReports === 1 && serverSecondsLeft > 0;
        return {
          data: {
            exerciseId: Number(fields.exerciseId),
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

function open(path: string) {
  return renderPages({ '/questionBank/specificTest': <PracticePage /> }, path);
}

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

const FROM_CONTEST = '/questionBank/specificTest?exerciseId=901&mockExamId=3&stage=xingce';

describe('a contest’s stage on the mobile exam screen', () => {
  it('opens the attempt the contest page opened, on the stage’s clock, and logs leaving', async () => {
    const server = fakeServer(session('xingce'));
    open(FROM_CONTEST);
    expect(await screen.findByText('依次填入画横线部分最恰当的一项是', {}, WAIT)).toBeTruthy();
    expect(server.fieldsOf('POST /userExerciseLog/getExerciseQuestion')).toEqual([
      { exerciseId: 901 },
    ]);
    // The server's time left to the stage's end counts down.
    expect(screen.getByTestId('practice-clock').textContent).toMatch(/^01:5\d:\d\d$/);
    expect(screen.getByLabelText('剩余时间')).toBeTruthy();
    // A contest is not paused (its clock runs on the server), nor are its questions starred.
    fireEvent.click(screen.getByRole('button', { name: /答题卡/ }));
    await screen.findByRole('navigation', { name: '答题卡' });
    expect(screen.queryByRole('button', { name: '暂停' })).toBeNull();
    expect(screen.queryByRole('button', { name: /收藏/ })).toBeNull();
    // Both stages under the top bar; 申论 is not open yet.
    const tabs = await screen.findByRole('tablist', { name: '考试科目' }, WAIT);
    expect(within(tabs).getByRole('tab', { name: '行测' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect((within(tabs).getByRole('tab', { name: '申论' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    setVisibility('hidden');
    // The page closing after it was hidden is the same leave, not a second one.
    window.dispatchEvent(new Event('pagehide'));
    setVisibility('visible');
    await waitFor(() =>
      expect(server.fieldsOf('POST /mockExam/leaveLog')).toEqual([
        { mockExamId: 3, stage: 'xingce', event: 'hidden' },
        { mockExamId: 3, stage: 'xingce', event: 'visible' },
      ]),
    );
    expect(await screen.findByText('已离开考试页面 1 次', {}, WAIT)).toBeTruthy();
    expect(
      await screen.findByText('你已离开考试页面 1 次，离开记录会显示在成绩中', {}, WAIT),
    ).toBeTruthy();

    // A page left without being hidden first (some phones' browsers) is logged as a leave.
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(server.fieldsOf('POST /mockExam/leaveLog')).toHaveLength(3));
    expect(server.fieldsOf('POST /mockExam/leaveLog').at(-1)).toEqual({
      mockExamId: 3,
      stage: 'xingce',
      event: 'hidden',
    });
  });

  it('hands in by itself when the time is up, then goes back to the contest', async () => {
    const server = fakeServer(session('xingce', { elapsedSeconds: 7200, remainingSeconds: 0 }), {
      serverSecondsLeft: 1,
    });
    open(FROM_CONTEST);
    await waitFor(() => expect(whereNow()).toBe('/mockExam/3'), WAIT);
    // Handed in by the clock, not by the learner; tried again while the server had a second.
    const actions = server.fieldsOf('POST /historyPaper/submitAnswer').map((f) => f.action);
    expect(actions.filter((action) => action === 'timeUp')).toHaveLength(2);
    expect(actions).not.toContain('handIn');
    expect(await screen.findByText('时间到，已自动交卷', {}, WAIT)).toBeTruthy();
  });

  it('hands in on the learner’s yes and returns to the contest, not to a report', async () => {
    const server = fakeServer(session('xingce'));
    open(FROM_CONTEST);
    await screen.findByText('依次填入画横线部分最恰当的一项是', {}, WAIT);
    fireEvent.click(screen.getByRole('radio', { name: '选项B' }));
    fireEvent.click(screen.getAllByRole('button', { name: /^交\s*卷$/ })[0]!);
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    fireEvent.click(within(dialog).getByText('交卷'));
    await waitFor(() => expect(whereNow()).toBe('/mockExam/3'), WAIT);
    const handIn = server
      .fieldsOf('POST /historyPaper/submitAnswer')
      .find((fields) => fields.action === 'handIn');
    expect(handIn).toMatchObject({ exerciseId: 901 });
  });

  it('switches to 申论 when it opens and takes its answers as text on this screen', async () => {
    const server = fakeServer(session('xingce'), { shenlunOpen: true });
    open(FROM_CONTEST);
    await screen.findByText('依次填入画横线部分最恰当的一项是', {}, WAIT);
    const shenlun = await screen.findByRole('tab', { name: '申论' }, WAIT);
    await waitFor(() => expect((shenlun as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(shenlun);
    await waitFor(
      () => expect(whereNow()).toBe('/questionBank/specificTest?mockExamId=3&stage=shenlun'),
      WAIT,
    );
    // The server opens the stage, as on the desktop: it decides whether I may.
    await waitFor(() =>
      expect(server.fieldsOf('POST /mockExam/mockExamStaged')).toEqual([
        { mockExamId: 3, stage: 'shenlun' },
      ]),
    );
    const box = await screen.findByRole('textbox', { name: '我的作答' }, WAIT);
    expect(screen.queryByRole('button', { name: '去作答' })).toBeNull();
    fireEvent.change(box, { target: { value: '一是基层减负落实不到位；二是服务群众渠道不畅。' } });
    expect(screen.getByText('23/300字')).toBeTruthy();
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

  it('sends a handed-in stage to the contest, and a past 行测 practice to its result', async () => {
    fakeServer(session('xingce', { status: 'submitted' }));
    open(FROM_CONTEST);
    await waitFor(() => expect(whereNow()).toBe('/mockExam/3'), WAIT);
    cleanup();

    const server = fakeServer(session('xingce', { status: 'submitted' }));
    open('/questionBank/specificTest?mockExamId=3&stage=xingce&mode=practice');
    await waitFor(() => expect(whereNow()).toBe('/mockExam/3?exerciseId=901'), WAIT);
    expect(server.fieldsOf('POST /mockExam/mockExamPractice')).toEqual([
      { mockExamId: 3, stage: 'xingce' },
    ]);
    // A practice is not the contest: leaving its page is not logged.
    setVisibility('hidden');
    expect(server.fieldsOf('POST /mockExam/leaveLog')).toEqual([]);
  });

  it('says what is missing from a hand-edited address', async () => {
    fakeServer(session('xingce'));
    open('/questionBank/specificTest?mockExamId=3&stage=other');
    expect(await screen.findByText('链接缺少模考编号或考试科目', {}, WAIT)).toBeTruthy();
  });
});
