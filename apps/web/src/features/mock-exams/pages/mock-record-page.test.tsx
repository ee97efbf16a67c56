import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderInApp, stopStubs } from '../../../test/app-harness';
import { WAIT, contestCard } from '../test-utils';
import MockRecordPage from './mock-record-page';

afterEach(() => {
  cleanup();
  stopStubs();
});

const mine = (id: number, changes: object = {}) => ({
  ...contestCard(id, { applied: true }),
  appliedAt: '2026-05-09T08:00:00.000Z',
  attemptStatus: 'not_started' as const,
  score: null,
  totalScore: 100,
  rank: null,
  rankTotal: null,
  ...changes,
});

describe('my contests', () => {
  it('lists my contests with score, rank and the way to the result', async () => {
    const api = fakeApi(
      {
        'POST /mockExam/userApplyMockExamList': {
          data: {
            list: [
              mine(5, {
                state: 'ended',
                attemptStatus: 'submitted',
                score: 72.5,
                rank: 128,
                rankTotal: 1180,
                title: '2026省考联考模考',
              }),
              mine(6, {
                state: 'ended',
                attemptStatus: 'submitted',
                title: '2026国考模考（第9期）',
              }),
              mine(7, { state: 'running', attemptStatus: 'doing', title: '2027国考冲刺模考' }),
            ],
            total: 3,
          },
        },
      },
      { signedIn: true },
    );
    renderInApp(<MockRecordPage />, { path: '/questionBank/mockRecord' });

    const scored = await screen.findByRole('article', { name: '2026省考联考模考' }, WAIT);
    expect(within(scored).getByText('72.5')).toBeTruthy();
    expect(within(scored).getByText('128')).toBeTruthy();
    expect(within(scored).getByRole('link', { name: '查看成绩' }).getAttribute('href')).toBe(
      '/questionBank/mockExamExplain?mockExamId=5#mock-result',
    );
    const waiting = screen.getByRole('article', { name: '2026国考模考（第9期）' });
    expect(within(waiting).getByText('待公布')).toBeTruthy();
    const running = screen.getByRole('article', { name: '2027国考冲刺模考' });
    expect(within(running).getByRole('link', { name: '继续作答' })).toBeTruthy();
    expect(api.fieldsOf('POST /mockExam/userApplyMockExamList')).toEqual([{ page: 1, size: 10 }]);
  });

  it('invites me to the contests when I applied to none', async () => {
    fakeApi(
      { 'POST /mockExam/userApplyMockExamList': { data: { list: [], total: 0 } } },
      { signedIn: true },
    );
    renderInApp(<MockRecordPage />, { path: '/questionBank/mockRecord' });
    expect(await screen.findByText('还没有报名模考，去模考大赛报名参加吧', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: '去模考大赛' })).toBeTruthy();
  });

  it('asks a visitor to log in', async () => {
    fakeApi({});
    renderInApp(<MockRecordPage />, { path: '/questionBank/mockRecord' });
    expect(await screen.findByText('登录后查看模考记录', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: /登\s*录/ })).toBeTruthy();
  });
});
