import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderInApp, stopStubs, where } from '../../../test/app-harness';
import { WAIT, contestExplain, resultAnswer } from '../test-utils';
import type { MockExamExplain } from '../api/mock-exam-explain';
import MockExamExplainPage from './mock-exam-explain-page';

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  stopStubs();
});

const PATH = '/questionBank/mockExamExplain?mockExamId=3';

const APPLICATION = {
  appliedAt: '2026-05-09T08:00:00.000Z',
  position: null,
  province: '广东省',
  reminderEnabled: false,
};

const PUSH = {
  mockExamId: 3,
  enabled: false,
  remindAt: '2026-05-16T00:30:00.000Z',
  delivery:
    '已记录你的提醒设置。本站暂未接入短信与消息推送，开考提醒暂不发送，请留意本页的开考倒计时。',
};

function attempt(
  stage: 'xingce' | 'shenlun',
  changes: Partial<MockExamExplain['myAttempts'][number]> = {},
) {
  return {
    stage,
    status: 'not_started' as const,
    exerciseId: null,
    startedAt: null,
    submittedAt: null,
    submitType: null,
    answeredCount: 0,
    questionCount: stage === 'xingce' ? 135 : 5,
    remainingSeconds: null,
    mayStart: false,
    startBlockedReason: '开考后可进入',
    leaveCount: 0,
    ...changes,
  };
}

describe('contest page', () => {
  it('counts down on the server’s clock, not the browser’s', async () => {
    // The server says it is 10 May, six days before the start; this browser's clock is months
    // away from that, so a countdown read from it could not say 5 days 23 hours.
    fakeApi({ 'POST /mockExam/getMockExamExplain': { data: contestExplain() } });
    renderInApp(<MockExamExplainPage />, { path: PATH, showWhere: true });

    const timer = await screen.findByRole('timer', {}, WAIT);
    expect(timer.getAttribute('aria-label')).toBe('距行测开考');
    await waitFor(() =>
      expect(screen.getByTestId('mock-countdown').textContent).toMatch(
        /^5天 (23:00:00|22:59:5\d)$/,
      ),
    );
    // Rules, stages with their counts, minutes and scores.
    expect(screen.getByText('本场模考按照国考真实题量和时长组卷。')).toBeTruthy();
    const xingce = screen.getByRole('region', { name: '行测科目' });
    expect(within(xingce).getByText('135题')).toBeTruthy();
    expect(within(xingce).getByText('120分钟')).toBeTruthy();
    expect(within(xingce).getByText('100分')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: '申论科目' })).getByText('180分钟'),
    ).toBeTruthy();
  });

  it('counts down to a running stage’s end', async () => {
    fakeApi({
      'POST /mockExam/getMockExamExplain': {
        data: contestExplain({ state: 'running', now: '2026-05-16T02:15:00.000Z' }),
      },
    });
    renderInApp(<MockExamExplainPage />, { path: PATH, showWhere: true });
    const timer = await screen.findByRole('timer', {}, WAIT);
    expect(timer.getAttribute('aria-label')).toBe('距行测结束');
    await waitFor(() =>
      expect(screen.getByTestId('mock-countdown').textContent).toMatch(/^(45:00|44:5\d)$/),
    );
  });

  it('asks a visitor to log in before applying', async () => {
    fakeApi({ 'POST /mockExam/getMockExamExplain': { data: contestExplain() } });
    renderInApp(<MockExamExplainPage />, { path: PATH, showWhere: true });
    expect(await screen.findByRole('button', { name: '登录后报名' }, WAIT)).toBeTruthy();
  });

  it('applies with a province, then shows the application and its reminder', async () => {
    let applied = false;
    const api = fakeApi(
      {
        'POST /mockExam/getMockExamExplain': () => ({
          data: applied
            ? contestExplain({
                applied: true,
                applicantCount: 1287,
                myApplication: APPLICATION,
                mayApply: false,
                applyBlockedReason: '你已报名',
                myAttempts: [attempt('xingce'), attempt('shenlun')],
                startBlockedReason: '开考后可进入考试',
              })
            : contestExplain(),
        }),
        'GET /app/enlist/exams': { data: [] },
        'POST /mockExam/applyMockExam': () => {
          applied = true;
          return {
            data: { application: APPLICATION, applicantCount: 1287, newlyApplied: true },
          };
        },
        'POST /config/getMockPushSetting': { data: PUSH },
        'POST /config/pushConfig': { data: { ...PUSH, enabled: true } },
      },
      { signedIn: true },
    );
    renderInApp(<MockExamExplainPage />, { path: PATH, showWhere: true });

    fireEvent.click(await screen.findByRole('button', { name: '立即报名' }, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    const province = within(dialog).getByLabelText('排名省份');
    fireEvent.mouseDown(province);
    // The list is virtual: search for the province rather than scroll to it.
    fireEvent.change(province, { target: { value: '广东' } });
    fireEvent.click((await screen.findAllByTitle('广东省', {}, WAIT)).at(-1)!);
    fireEvent.click(within(dialog).getByRole('button', { name: '确认报名' }));

    await waitFor(() =>
      expect(api.fieldsOf('POST /mockExam/applyMockExam')).toEqual([
        { mockExamId: 3, province: '广东省' },
      ]),
    );
    expect(api.notices).toContainEqual(['success', '报名成功']);
    const mine = await screen.findByRole('region', { name: '我的报名' }, WAIT);
    expect(within(mine).getByText('广东省')).toBeTruthy();
    // Applied before the start: entering waits for the start, and says so.
    const enter = screen.getByRole('button', { name: '进入考试' });
    expect((enter as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('开考后可进入考试')).toBeTruthy();

    // The start reminder is switched on through pushConfig.
    const reminder = await within(mine).findByRole('switch', { name: '开考提醒' }, WAIT);
    await waitFor(() => expect((reminder as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(reminder);
    await waitFor(() =>
      expect(api.fieldsOf('POST /config/pushConfig')).toEqual([{ mockExamId: 3, enabled: true }]),
    );
    await waitFor(() => expect(within(mine).getByText(/提醒时间：2026-05-16 08:30/)).toBeTruthy());
    expect(api.notices).toContainEqual(['success', '已开启开考提醒']);
  });

  it('offers the positions of the contest’s own exam only', async () => {
    const exam = (id: number, name: string, kind: 'national' | 'provincial' | 'xuandiao') => ({
      id,
      name,
      shortName: name.slice(0, 8),
      kind,
      year: 2027,
      intro: '',
      enlistStart: '2026-04-01T00:00:00.000Z',
      enlistEnd: '2026-10-01T00:00:00.000Z',
      examDate: '2026-11-29',
      open: true,
      positionCount: 100,
      quotaTotal: 300,
      regions: [],
      serviceName: '报名指导服务',
      fee: 99,
    });
    fakeApi(
      {
        'POST /mockExam/getMockExamExplain': {
          data: contestExplain({ examType: '省考', examinationLevel: 'A类' }),
        },
        'GET /app/enlist/exams': {
          data: [
            exam(1, '2027年度国家公务员考试', 'national'),
            exam(2, '2027年江苏省考试录用公务员', 'provincial'),
            exam(3, '2027年江苏省选调优秀大学毕业生', 'xuandiao'),
          ],
        },
      },
      { signedIn: true },
    );
    renderInApp(<MockExamExplainPage />, { path: PATH, showWhere: true });
    fireEvent.click(await screen.findByRole('button', { name: '立即报名' }, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    fireEvent.mouseDown(within(dialog).getByLabelText('考试'));
    expect(
      (await screen.findAllByTitle('2027年江苏省考试录用公务员', {}, WAIT)).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByTitle('2027年度国家公务员考试')).toBeNull();
    expect(screen.queryByTitle('2027年江苏省选调优秀大学毕业生')).toBeNull();
  });

  it('says why applying is closed', async () => {
    fakeApi(
      {
        'POST /mockExam/getMockExamExplain': {
          data: contestExplain({
            state: 'running',
            now: '2026-05-16T02:00:00.000Z',
            mayApply: false,
            applyBlockedReason: '报名已于开考30分钟后截止',
          }),
        },
      },
      { signedIn: true },
    );
    renderInApp(<MockExamExplainPage />, { path: PATH, showWhere: true });
    const button = await screen.findByRole('button', { name: '报名已截止' }, WAIT);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('报名已于开考30分钟后截止')).toBeTruthy();
  });

  it('enters the running stage the server opens', async () => {
    fakeApi(
      {
        'POST /mockExam/getMockExamExplain': {
          data: contestExplain({
            state: 'running',
            now: '2026-05-16T01:10:00.000Z',
            applied: true,
            myApplication: APPLICATION,
            mayApply: false,
            myAttempts: [
              attempt('xingce', { mayStart: true, startBlockedReason: '' }),
              attempt('shenlun'),
            ],
            currentStage: 'xingce',
            mayStart: true,
            startBlockedReason: '',
          }),
        },
        'POST /config/getMockPushSetting': { data: PUSH },
      },
      { signedIn: true },
    );
    renderInApp(<MockExamExplainPage />, { path: PATH, showWhere: true });
    fireEvent.click(await screen.findByRole('button', { name: '进入考试（行测）' }, WAIT));
    await waitFor(() => expect(where()).toBe('/questionBank/mockTest?mockExamId=3&stage=xingce'));
  });

  it('shows an auto hand-in and, once over, the result and past practice', async () => {
    fakeApi(
      {
        'POST /mockExam/getMockExamExplain': {
          data: contestExplain({
            state: 'ended',
            now: '2026-05-20T01:00:00.000Z',
            applied: true,
            myApplication: APPLICATION,
            mayApply: false,
            myAttempts: [
              attempt('xingce', {
                status: 'submitted',
                submitType: 'auto',
                answeredCount: 120,
                startBlockedReason: '已交卷',
              }),
              attempt('shenlun', { startBlockedReason: '考试已结束' }),
            ],
            practiceOpen: true,
            resultsPublished: true,
          }),
        },
        'POST /mockExam/getMockExamExercise': {
          data: resultAnswer({
            now: '2026-05-20T01:00:00.000Z',
            result: null,
            pendingReason: '你没有交卷的行测作答，没有成绩',
          }),
        },
        'POST /config/getMockPushSetting': { data: PUSH },
      },
      { signedIn: true },
    );
    renderInApp(<MockExamExplainPage />, { path: PATH, showWhere: true });
    expect(await screen.findByText('时间到，已自动交卷', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(await screen.findByText('你没有交卷的行测作答，没有成绩', {}, WAIT)).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: '往期练习（申论）' })[0]!);
    await waitFor(() =>
      expect(where()).toBe('/questionBank/mockTest?mockExamId=3&stage=shenlun&mode=practice'),
    );
  });

  it('asks again every 15 s after the end until the results are out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const ended = {
      state: 'ended' as const,
      now: '2026-05-16T09:00:00.000Z',
      applied: true,
      myApplication: APPLICATION,
      mayApply: false,
      myAttempts: [attempt('xingce', { status: 'submitted', submitType: 'direct' })],
    };
    const api = fakeApi(
      {
        'POST /mockExam/getMockExamExplain': {
          data: contestExplain({ ...ended, practiceOpen: false, resultsPublished: false }),
        },
        'POST /mockExam/getMockExamExercise': {
          data: resultAnswer({
            state: 'ended',
            resultsPublished: false,
            resultsPublishedAt: null,
            result: null,
            pendingReason: '成绩将在模考结束后公布（17:00 结束）',
          }),
        },
        'POST /config/getMockPushSetting': { data: PUSH },
      },
      { signedIn: true },
    );
    renderInApp(<MockExamExplainPage />, { path: PATH, showWhere: true });
    const waiting = await screen.findByRole('button', { name: '成绩统计中' }, WAIT);
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() =>
      expect(screen.getAllByText('成绩统计中，稍后自动刷新').length).toBeGreaterThanOrEqual(2),
    );
    expect(screen.queryByText('本场模考暂不开放往期练习')).toBeNull();
    expect(screen.queryByText('成绩将在模考结束后公布（17:00 结束）')).toBeNull();

    // The sweep has run: the next round of asking brings practice and the results.
    api.replies['POST /mockExam/getMockExamExplain'] = {
      data: contestExplain({ ...ended, practiceOpen: true, resultsPublished: true }),
    };
    api.replies['POST /mockExam/getMockExamExercise'] = {
      data: resultAnswer({ result: null, pendingReason: '你没有交卷的行测作答，没有成绩' }),
    };
    await vi.advanceTimersByTimeAsync(15_000);
    expect(
      (await screen.findAllByRole('button', { name: '往期练习（行测）' }, WAIT)).length,
    ).toBeGreaterThan(0);
    expect(await screen.findByText('你没有交卷的行测作答，没有成绩', {}, WAIT)).toBeTruthy();

    // Everything is out: no more asking.
    const asked = api.calls.length;
    await vi.advanceTimersByTimeAsync(45_000);
    expect(api.calls.length).toBe(asked);
  });

  it('answers an unknown contest with a way back to the list', async () => {
    fakeApi({
      'POST /mockExam/getMockExamExplain': { code: 404, msg: '模考不存在' },
    });
    renderInApp(<MockExamExplainPage />, { path: PATH, showWhere: true });
    expect(await screen.findByText('模考不存在或已下线', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: '去模考大赛' })).toBeTruthy();
  });
});
