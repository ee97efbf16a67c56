import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../../../../lib/session-storage';
import { envelopeResponse, resetBrowserState } from '../../../../test/browser-state';
import { saKeys } from '../api/keys';
import type { ShortAnswerView } from '../api/types';
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
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <App>
            <ShortAnswer questionId={9} />
          </App>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.queryByText('上次看到的旧稿')).toBeNull();
    expect((await screen.findByTestId('answer-summary')).textContent).toBe('服务器上的新稿');
  });
});
