import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../../../lib/session-storage';
import { envelopeResponse, resetBrowserState } from '../../../test/browser-state';
import { useExerciseReport } from '../api/exercise-report';
import { openPaperPractice } from '../api/paper-questions';
import { paperSession } from '../practice-session.fixture';
import type { Report } from '../types';
import { PracticeScreen } from './practice-screen';

const session = paperSession;

const report: Report = {
  exerciseId: 41,
  title: '2024年国考行测（地市级）',
  kind: 'paper',
  subjectId: 1,
  paperId: 3,
  catalogueId: null,
  score: 1,
  totalScore: 1,
  questionCount: 1,
  answeredCount: 1,
  correctCount: 1,
  wrongCount: 0,
  unansweredCount: 0,
  ungradedCount: 0,
  accuracy: 100,
  elapsedSeconds: 30,
  averageSeconds: 30,
  submittedAt: '2026-01-01T00:05:00.000Z',
  rank: 1,
  rankTotal: 1,
  beatPercent: 100,
  knowledgePoints: [],
  answerCard: [],
};

/**
 * A server that starts one attempt per paperQuestions call, as the real one does; the hand-in
 * answers with the report when `withReport`. `requests` keeps every request as sent.
 */
function fakeServer({ withReport = false } = {}) {
  const calls: string[] = [];
  const requests: Array<{ path: string; init: RequestInit | undefined }> = [];
  let handedIn = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      calls.push(path.replace('/gxw-web-student/', ''));
      requests.push({ path: path.replace('/gxw-web-student/', ''), init });
      if (path.endsWith('historyPaper/paperQuestions')) {
        return envelopeResponse(200, 200, '', session('doing'));
      }
      if (path.endsWith('userExerciseLog/getExerciseQuestion')) {
        return envelopeResponse(200, 200, '', session(handedIn ? 'submitted' : 'doing'));
      }
      if (path.endsWith('getCatalogueQuestionHandInCheck')) {
        return envelopeResponse(200, 200, '', { tip: '还有1道题未作答，确定要交卷吗？' });
      }
      if (path.endsWith('historyPaper/submitAnswer')) {
        const body = JSON.parse(String(init?.body ?? '{}')) as { action?: string };
        if (body.action !== 'handIn') {
          return envelopeResponse(200, 200, '', {
            exerciseId: 41,
            status: 'doing',
            saved: 1,
            answeredCount: 1,
            remainingSeconds: null,
            timeUp: false,
            report: null,
          });
        }
        handedIn = true;
        return envelopeResponse(200, 200, '', {
          exerciseId: 41,
          status: 'submitted',
          saved: 0,
          answeredCount: 0,
          remainingSeconds: null,
          timeUp: false,
          report: withReport ? report : null,
        });
      }
      if (path.endsWith('v2/userExerciseLog/exerciseReport')) {
        return envelopeResponse(200, 200, '', report);
      }
      return envelopeResponse(200, 200, '', null);
    }),
  );
  return { calls, requests };
}

/** The report page's query, as the real page runs it. */
function ReportProbe() {
  const query = useExerciseReport(41);
  return <p>{query.data ? `练习报告：${query.data.title}` : '报告加载中'}</p>;
}

/** The practice screen of paper 3, with the report route after it, on the app's cache rules. */
function renderPractice(reportPage = <p>练习报告页</p>) {
  // As the app's client (app/query-client.ts): data stays fresh for a minute.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 60_000 } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <App>
        <MemoryRouter initialEntries={['/practice']}>
          <Routes>
            <Route
              path="/practice"
              element={
                <PracticeScreen
                  queryKey={['paper', 3]}
                  load={() => openPaperPractice(3)}
                  backTo="/paper"
                  backLabel="返回试卷"
                />
              }
            />
            <Route path="/questionBank/exerciseReport" element={reportPage} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

async function handIn() {
  fireEvent.click((await screen.findAllByRole('button', { name: /^交\s*卷$/ }))[0]!);
  const confirm = await screen.findByRole('dialog');
  fireEvent.click(within(confirm).getByRole('button', { name: /^交\s*卷$/ }));
}

beforeEach(() => {
  resetBrowserState();
  saveLogin({ token: 'tok', keep: false });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PracticeScreen', () => {
  it('hands a past paper in once and starts no second attempt on the way to the report', async () => {
    const { calls } = fakeServer();
    renderPractice();
    await handIn();
    await screen.findByText('练习报告页');
    // Whatever the cache does after the hand-in, the paper was opened exactly once.
    await waitFor(() => expect(calls).toContain('historyPaper/submitAnswer'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.filter((call) => call === 'historyPaper/paperQuestions')).toHaveLength(1);
  });

  it('shows the report the hand-in answered with, without asking for it again', async () => {
    const { calls } = fakeServer({ withReport: true });
    renderPractice(<ReportProbe />);
    await handIn();
    await screen.findByText('练习报告：2024年国考行测（地市级）');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).not.toContain('v2/userExerciseLog/exerciseReport');
  });

  it('fetches the report when the hand-in did not carry one', async () => {
    const { calls } = fakeServer({ withReport: false });
    renderPractice(<ReportProbe />);
    await handIn();
    await screen.findByText('练习报告：2024年国考行测（地市级）');
    expect(calls.filter((call) => call === 'v2/userExerciseLog/exerciseReport')).toHaveLength(1);
  });

  it('sends unsaved answers through the learning API with keepalive when the page is hidden', async () => {
    const { requests } = fakeServer();
    renderPractice();
    fireEvent.click(await screen.findByRole('radio', { name: '选项B' }));
    // Before the short save delay has passed: only the page-hide save carries the answer.
    window.dispatchEvent(new Event('pagehide'));
    const save = requests.find((request) => request.path === 'historyPaper/submitAnswer');
    expect(save?.init?.keepalive).toBe(true);
    // The learning API client's headers (its Accept too), not a hand-built request's.
    const headers = save?.init?.headers as Record<string, string>;
    expect(headers.Accept).toBe('application/json');
    expect(headers.token).toBe('tok');
    expect(headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(save?.init?.body))).toMatchObject({
      exerciseId: 41,
      action: 'save',
      currentIndex: 0,
      answers: [{ questionId: 501, answer: 'B' }],
    });
    // Silent and fire-and-forget: nothing is shown, and the screen goes on.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText(/失败/)).toBeNull();
  });

  it('sends them already at beforeunload, ahead of a reload’s request for the page, and once', async () => {
    const { requests } = fakeServer();
    renderPractice();
    fireEvent.click(await screen.findByRole('radio', { name: '选项C' }));
    window.dispatchEvent(new Event('beforeunload'));
    window.dispatchEvent(new Event('pagehide'));
    const saves = requests.filter((request) => request.path === 'historyPaper/submitAnswer');
    expect(saves).toHaveLength(1);
    expect(saves[0]?.init?.keepalive).toBe(true);
    expect(JSON.parse(String(saves[0]?.init?.body))).toMatchObject({
      answers: [{ questionId: 501, answer: 'C' }],
    });
  });
});
