import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../../../../lib/session-storage';
import { envelopeResponse, resetBrowserState } from '../../../../test/browser-state';
import { saKeys } from '../api/keys';
import type { ShortAnswerView } from '../types';
import { ShortAnswer } from './short-answer';

const view = (answer: string): ShortAnswerView => ({
  question: {
    id: 9,
    questionTypeCode: 'short_answer',
    context: '<p>提出建议</p>',
    materialContext: [],
    wordsNum: 300,
    score: 20,
    parentId: null,
    siblings: [9],
    checkAnswerUrl: [],
    answer: null,
    analysisList: [],
  },
  answer: {
    answer,
    url: [],
    previewUrl: [],
    status: 'draft',
    savedAt: '2026-01-01T00:00:00.000Z',
    submittedAt: null,
    userScore: null,
    score: 20,
    checkNote: '',
    gradedAt: null,
  },
  showAnswer: false,
  showGrading: false,
});

beforeEach(() => {
  resetBrowserState();
  saveLogin({ token: 'tok', keep: false });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ShortAnswer', () => {
  it('opens the answer from the server, not from a copy cached on an earlier visit', async () => {
    // The app's client keeps data fresh for a minute: the question must not rely on that.
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    queryClient.setQueryData(saKeys.question(9), view('上次看到的旧稿'));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelopeResponse(200, 200, '', view('服务器上的新稿'))),
    );
    // A data router, as in the app: the answer form asks before leaving with pictures unsent.
    const router = createMemoryRouter([{ path: '/', element: <ShortAnswer questionId={9} /> }]);
    render(
      <QueryClientProvider client={queryClient}>
        <App>
          <RouterProvider router={router} />
        </App>
      </QueryClientProvider>,
    );
    expect(screen.queryByText('上次看到的旧稿')).toBeNull();
    expect((await screen.findByTestId('answer-summary')).textContent).toBe('服务器上的新稿');
  });
  it('opens the other layout with the words still being saved when the learner switched', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    let stored = '服务器上的旧稿';
    const saves: Array<() => void> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).includes('shortAnswer/save')) {
          const { answer } = JSON.parse(String(init?.body)) as { answer: string };
          // The save is slow to land; until it does the server still holds the old text.
          await new Promise<void>((resolve) => saves.push(resolve));
          stored = answer;
          return envelopeResponse(200, 200, '保存成功', { savedAt: 'x', status: 'draft' });
        }
        return envelopeResponse(200, 200, '', view(stored));
      }),
    );
    const router = createMemoryRouter(
      [
        // Two pages in the app: the form of one closes as the other opens.
        {
          path: '/questionBank/shortAnswer',
          element: <ShortAnswer key="stacked" questionId={9} />,
        },
        {
          path: '/questionBank/shortAnswer2',
          element: <ShortAnswer key="split" questionId={9} layout="split" />,
        },
      ],
      { initialEntries: ['/questionBank/shortAnswer?questionId=9'] },
    );
    render(
      <QueryClientProvider client={queryClient}>
        <App>
          <RouterProvider router={router} />
        </App>
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByTestId('answer-summary'));
    fireEvent.change(screen.getByLabelText('作答内容'), { target: { value: '切换前刚写的话' } });
    await act(() => router.navigate('/questionBank/shortAnswer2?questionId=9'));
    await waitFor(() => expect(saves).toHaveLength(1));
    saves.shift()?.();
    expect((await screen.findByTestId('answer-summary')).textContent).toBe('切换前刚写的话');
  });
});
