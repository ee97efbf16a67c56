import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, stopStubs } from '../../../test/app-harness';
import { mobileWhere, renderMobile } from '../../../test/mobile-harness';
import type { MockExamExplain } from '../api/mock-exam-explain';
import { WAIT, contestExplain, resultAnswer } from '../test-utils';
import MockExamDetailPage from './mock-exam-detail-page';

afterEach(() => {
  cleanup();
  stopStubs();
});

const ROUTES = { '/mockExam/:id': <MockExamDetailPage /> };

const NOW_REMIND = '2026-05-16T00:30:00.000Z';

const APPLICATION = {
  appliedAt: '2026-05-09T08:00:00.000Z',
  position: null,
  province: '广东省',
  reminderEnabled: false,
};

function attempt(changes: Partial<MockExamExplain['myAttempts'][number]> = {}) {
  return {
    stage: 'xingce' as const,
    status: 'not_started' as const,
    exerciseId: null,
    startedAt: null,
    submittedAt: null,
    submitType: null,
    answeredCount: 0,
    questionCount: 135,
    remainingSeconds: null,
    mayStart: true,
    startBlockedReason: '',
    leaveCount: 0,
    ...changes,
  };
}

const running = contestExplain({
  state: 'running',
  applied: true,
  myApplication: APPLICATION,
  mayApply: false,
  currentStage: 'xingce',
  mayStart: true,
  startBlockedReason: '',
  stageList: contestExplain().stageList.slice(0, 1),
  myAttempts: [attempt()],
});

describe('the mobile contest page', () => {
  it('applies with nothing chosen: the server decides, the page asks again', async () => {
    let applied = false;
    const api = fakeApi(
      {
        'POST /mockExam/getMockExamExplain': () => ({
          data: contestExplain(applied ? { applied: true, myApplication: APPLICATION } : {}),
        }),
        'GET /app/enlist/exams': { data: [] },
        'POST /mockExam/applyMockExam': () => {
          applied = true;
          return { data: { application: APPLICATION, applicantCount: 1287, newlyApplied: true } };
        },
        'POST /config/getMockPushSetting': {
          data: { mockExamId: 3, enabled: false, remindAt: NOW_REMIND, delivery: '暂不发送' },
        },
      },
      { signedIn: true },
    );
    renderMobile(ROUTES, '/mockExam/3');

    fireEvent.click(await screen.findByRole('button', { name: '立即报名' }, WAIT));
    fireEvent.click(await screen.findByRole('button', { name: '确认报名' }, WAIT));

    await waitFor(() =>
      expect(api.fieldsOf('POST /mockExam/applyMockExam')).toEqual([{ mockExamId: 3 }]),
    );
    expect(await screen.findByText('已报名', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('广东省')).toBeTruthy();
  });

  it('enters a running stage through the practice screen after confirming', async () => {
    const api = fakeApi(
      {
        'POST /mockExam/getMockExamExplain': { data: running },
        'POST /mockExam/mockExamStaged': {
          data: { exercise: { id: 501 }, questions: [], userAnswers: [] },
        },
      },
      { signedIn: true },
    );
    renderMobile(ROUTES, '/mockExam/3');

    fireEvent.click(await screen.findByRole('button', { name: '进入考试（行测）' }, WAIT));
    // Nothing starts the clock before the candidate confirms.
    expect(api.fieldsOf('POST /mockExam/mockExamStaged')).toEqual([]);
    fireEvent.click(await screen.findByText('开始考试'));

    await waitFor(() =>
      expect(mobileWhere()).toBe(
        '/questionBank/specificTest?exerciseId=501&mockExamId=3&stage=xingce',
      ),
    );
    expect(api.fieldsOf('POST /mockExam/mockExamStaged')).toEqual([
      { mockExamId: 3, stage: 'xingce' },
    ]);
  });

  it('says in place why the server refused the entry', async () => {
    fakeApi(
      {
        'POST /mockExam/getMockExamExplain': { data: running },
        'POST /mockExam/mockExamStaged': { code: 400, msg: '开考已超过30分钟，不能再进入行测考试' },
      },
      { signedIn: true },
    );
    renderMobile(ROUTES, '/mockExam/3');

    fireEvent.click(await screen.findByRole('button', { name: '进入考试（行测）' }, WAIT));
    fireEvent.click(await screen.findByText('开始考试'));

    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toBe(
      '开考已超过30分钟，不能再进入行测考试',
    );
    expect(mobileWhere()).toBe('/mockExam/3');
  });

  it('shows my score and ranks once the contest is over', async () => {
    fakeApi(
      {
        'POST /mockExam/getMockExamExplain': {
          data: contestExplain({
            state: 'ended',
            applied: true,
            myApplication: APPLICATION,
            resultsPublished: true,
            practiceOpen: true,
            mayApply: false,
          }),
        },
        'POST /mockExam/getMockExamExercise': { data: resultAnswer() },
      },
      { signedIn: true },
    );
    renderMobile(ROUTES, '/mockExam/3');

    expect(await screen.findByText('我的成绩', {}, WAIT)).toBeTruthy();
    const overall = await screen.findByLabelText('全国排名', {}, WAIT);
    const result = resultAnswer().result!;
    expect(overall.textContent).toContain(String(result.overall.rank));
    expect(overall.textContent).toContain(`/${result.overall.total}`);
    expect(screen.getByRole('button', { name: '往期练习（行测）' })).toBeTruthy();
  });

  it('opens a past contest’s practice on the exam screen in practice mode', async () => {
    const api = fakeApi(
      {
        'POST /mockExam/getMockExamExplain': {
          data: contestExplain({
            state: 'ended',
            applied: true,
            myApplication: APPLICATION,
            resultsPublished: true,
            practiceOpen: true,
            mayApply: false,
          }),
        },
        'POST /mockExam/getMockExamExercise': { data: resultAnswer() },
        'POST /mockExam/mockExamPractice': {
          data: { exercise: { id: 777 }, questions: [], userAnswers: [] },
        },
      },
      { signedIn: true },
    );
    renderMobile(ROUTES, '/mockExam/3');
    fireEvent.click(await screen.findByRole('button', { name: '往期练习（行测）' }, WAIT));
    // The screen is told it is a practice: no leave log, and its result after the hand-in.
    await waitFor(() =>
      expect(mobileWhere()).toBe(
        '/questionBank/specificTest?exerciseId=777&mockExamId=3&stage=xingce&mode=practice',
      ),
    );
    expect(api.fieldsOf('POST /mockExam/mockExamPractice')).toEqual([
      { mockExamId: 3, stage: 'xingce' },
    ]);
  });

  it('asks a visitor to log in before applying', async () => {
    fakeApi({ 'POST /mockExam/getMockExamExplain': { data: contestExplain() } });
    renderMobile(ROUTES, '/mockExam/3');

    fireEvent.click(await screen.findByRole('button', { name: '登录后报名' }, WAIT));
    await waitFor(() => expect(mobileWhere()).toBe('/login'));
    expect(sessionStorage.getItem('loginRedirect')).toBe('/m/mockExam/3');
  });
});
