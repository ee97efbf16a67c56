import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderInApp, stopStubs, where } from '../../../test/app-harness';
import { WAIT, contestCard } from '../test-utils';
import ExaminationPage from './examination-page';
import MockPage from './mock-page';

afterEach(() => {
  cleanup();
  stopStubs();
});

const CALENDAR = {
  data: [
    {
      id: 1,
      title: '2027年度国家公务员考试',
      province: '全国',
      examType: '国考',
      signupStart: '2026-10-15',
      signupEnd: '2026-10-24',
      examDate: '2026-11-29',
      articleId: null,
      cityId: null,
    },
  ],
};

describe('contest list', () => {
  it('shows each contest with its type, times, applicants, state and action', async () => {
    const api = fakeApi({
      'POST /mockExam/page': {
        data: {
          list: [
            contestCard(3),
            contestCard(4, { state: 'running', applied: true, title: '2027国考申论冲刺模考' }),
            contestCard(5, {
              state: 'ended',
              applied: true,
              resultsPublished: true,
              title: '2026省考联考模考',
              examType: '省考',
            }),
            contestCard(6, { state: 'ended', title: '2026国考模考（第1期）' }),
          ],
          total: 4,
        },
      },
      'GET /pc/examTopic/getExamTopic': CALENDAR,
    });
    renderInApp(<MockPage />, { path: '/mock', showWhere: true });

    const first = await screen.findByRole(
      'article',
      { name: '2027国考行测全真模考（第3期）' },
      WAIT,
    );
    expect(within(first).getByText('报名中')).toBeTruthy();
    expect(within(first).getByText('国考')).toBeTruthy();
    expect(within(first).getByText('1286')).toBeTruthy();
    expect(within(first).getByText('2026-05-16 09:00 至 2026-05-16 17:00')).toBeTruthy();
    expect(within(first).getByRole('link', { name: '报名' }).getAttribute('href')).toBe(
      '/questionBank/mockExamExplain?mockExamId=3',
    );
    const running = screen.getByRole('article', { name: '2027国考申论冲刺模考' });
    expect(within(running).getByRole('link', { name: '进入考试' })).toBeTruthy();
    const results = screen.getByRole('article', { name: '2026省考联考模考' });
    expect(within(results).getByRole('link', { name: '查看成绩' }).getAttribute('href')).toBe(
      '/questionBank/mockExamExplain?mockExamId=5#mock-result',
    );
    const past = screen.getByRole('article', { name: '2026国考模考（第1期）' });
    expect(within(past).getByRole('link', { name: '往期练习' })).toBeTruthy();
    expect(api.fieldsOf('POST /mockExam/page')).toEqual([{ page: 1, size: 10 }]);

    // A tab asks for that state, and remembers it in the address.
    fireEvent.click(screen.getByRole('tab', { name: '进行中' }));
    await waitFor(() =>
      expect(api.fieldsOf('POST /mockExam/page').at(-1)).toEqual({
        page: 1,
        size: 10,
        state: 'running',
      }),
    );
    expect(where()).toBe('/mock?state=running');
  });

  it('says when a tab has no contest', async () => {
    fakeApi({
      'POST /mockExam/page': { data: { list: [], total: 0 } },
      'GET /pc/examTopic/getExamTopic': CALENDAR,
    });
    renderInApp(<MockPage />, { path: '/mock?state=upcoming', showWhere: true });
    expect(await screen.findByText('暂无即将开始的模考', {}, WAIT)).toBeTruthy();
  });

  it('offers to load again when the list fails', async () => {
    let fail = true;
    fakeApi({
      'POST /mockExam/page': () =>
        fail
          ? { code: 500, msg: '服务器开小差了，请稍后再试' }
          : { data: { list: [contestCard(3)], total: 1 } },
      'GET /pc/examTopic/getExamTopic': CALENDAR,
    });
    renderInApp(<MockPage />, { path: '/mock', showWhere: true });
    expect(await screen.findByText('模考列表加载失败', {}, WAIT)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(
      await screen.findByRole('article', { name: '2027国考行测全真模考（第3期）' }, WAIT),
    ).toBeTruthy();
  });

  it('narrows /examination to an exam type, the calendar below the contests', async () => {
    const api = fakeApi({
      'POST /mockExam/page': { data: { list: [contestCard(3)], total: 1 } },
      'GET /pc/examTopic/getExamTopic': CALENDAR,
    });
    renderInApp(<ExaminationPage />, { path: '/examination?type=国考', showWhere: true });
    expect(
      await screen.findByRole('article', { name: '2027国考行测全真模考（第3期）' }, WAIT),
    ).toBeTruthy();
    expect(api.fieldsOf('POST /mockExam/page')).toEqual([{ page: 1, size: 10, examType: '国考' }]);
    expect(await screen.findByText('考试日历', {}, WAIT)).toBeTruthy();
  });
});
