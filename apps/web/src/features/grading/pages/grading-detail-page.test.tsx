import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_KEY } from '../../../lib/current-user';
import { saveLogin } from '../../../lib/session-storage';
import { envelopeResponse, resetBrowserState } from '../../../test/browser-state';
import type { ClaimedAnswer, GradedAnswer } from '../types';
import GradingDetailPage from './grading-detail-page';

const VIEW: Omit<ClaimedAnswer, 'lockExpiresAt'> = {
  answerId: 5,
  question: {
    id: 7,
    context: '<p>概括长者食堂运营中存在的问题。</p>',
    materialContext: [],
    answer: '<p>参考答案</p>',
    wordsNum: 200,
    score: 15,
    analysisList: [],
  },
  learner: {
    userName: '张**',
    answer: '一、选址偏僻；二、资金不足。',
    url: [],
    previewUrl: [],
    submittedAt: '2026-01-01T08:00:00.000Z',
  },
};

/** The grading calls of the learning API; `graded` answers grading/graded. */
function fakeServer(reviseUntil: string | null = '2026-01-02T08:00:00.000Z') {
  const graded: GradedAnswer = {
    ...VIEW,
    grade: {
      score: 10,
      checkNote: '<p>初评：要点不全</p><p>注意字数</p>',
      gradedAt: '2026-01-01T09:00:00.000Z',
      reviseUntil,
    },
  };
  const sent: Array<{ call: string; body: Record<string, unknown> }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = new URL(String(input), 'http://localhost').pathname.replace(
        '/gxw-web-student/',
        '',
      );
      sent.push({ call, body: init?.body ? JSON.parse(String(init.body)) : {} });
      if (call === 'grading/claim') {
        return envelopeResponse(200, 200, '', { ...VIEW, lockExpiresAt: '2026-01-01T10:00:00Z' });
      }
      if (call === 'grading/graded') return envelopeResponse(200, 200, '', graded);
      if (call === 'grading/grade') {
        return envelopeResponse(200, 200, '批改成功', { status: 'graded' });
      }
      return envelopeResponse(200, 200, '', {});
    }),
  );
  return { grades: () => sent.filter((item) => item.call === 'grading/grade') };
}

function show(url: string) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(CURRENT_USER_KEY, { id: 9, roles: ['grader'] });
  const router = createMemoryRouter(
    [
      { path: '/grading/:answerId', element: <GradingDetailPage /> },
      { path: '/grading', element: <p>批改中心列表</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return router;
}

const scoreBox = () => screen.getByLabelText('得分') as HTMLInputElement;
const typeScore = (value: string) => {
  fireEvent.change(scoreBox(), { target: { value } });
  fireEvent.blur(scoreBox());
};

beforeEach(() => {
  resetBrowserState();
  saveLogin({ token: 'tok', keep: false });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// antd in jsdom is slow on a busy machine: a budget, not a timing check.
describe('grading an answer', { timeout: 30_000 }, () => {
  it('refuses 20 on a 15-point question with the maximum named, and saves nothing', async () => {
    const server = fakeServer();
    show('/grading/5');
    await screen.findByText('得分（满分15分）');
    typeScore('20');
    expect(Number(scoreBox().value)).toBe(20);
    fireEvent.click(screen.getByRole('button', { name: '提交批改' }));
    await screen.findByText('得分不能超过本题满分15分');
    expect(Number(scoreBox().value)).toBe(20);
    expect(server.grades()).toEqual([]);

    typeScore('-1');
    fireEvent.click(screen.getByRole('button', { name: '提交批改' }));
    await screen.findByText('请输入有效的分数');
    expect(server.grades()).toEqual([]);
  });

  it('opens my grade prefilled and saves the change', async () => {
    const server = fakeServer();
    const router = show('/grading/5?revise=1');
    await screen.findByText(/前修改得分和评语/);
    expect(Number(scoreBox().value)).toBe(10);
    expect((screen.getByLabelText('批改评语') as HTMLTextAreaElement).value).toBe(
      '初评：要点不全\n注意字数',
    );
    typeScore('16');
    fireEvent.click(screen.getByRole('button', { name: '保存修改' }));
    await screen.findByText('得分不能超过本题满分15分');
    expect(server.grades()).toEqual([]);

    typeScore('12.5');
    fireEvent.click(screen.getByRole('button', { name: '保存修改' }));
    await waitFor(() => expect(server.grades()).toHaveLength(1));
    expect(server.grades()[0]!.body).toEqual({
      answerId: 5,
      score: 12.5,
      checkNote: '<p>初评：要点不全</p><p>注意字数</p>',
    });
    await screen.findByText('批改中心列表');
    expect(router.state.location.search).toBe('?status=graded');
  });

  it('shows a grade past its window as final, with nothing to change', async () => {
    const server = fakeServer(null);
    show('/grading/5?revise=1');
    await screen.findByText('成绩已确定，不能再修改');
    expect(screen.getByTestId('final-grade').textContent).toContain('得分：10/15分');
    expect(screen.queryByRole('button', { name: '保存修改' })).toBeNull();
    expect(screen.queryByLabelText('得分')).toBeNull();
    expect(server.grades()).toEqual([]);
  });
});
