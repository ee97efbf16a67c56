import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNoticeSink } from '../../../../lib/notifier';
import { saveLogin } from '../../../../lib/session-storage';
import { envelopeResponse, resetBrowserState } from '../../../../test/browser-state';
import { saKeys } from '../api/keys';
import type { ShortAnswerPayload, ShortAnswerView } from '../types';
import { discardPendingPictures } from '../lib/pending-pictures';
import { AnswerForm } from './answer-form';

// The upload itself (credentials, presign, PUT) has its own path; here it only has to take time.
const uploads: Array<(url: string) => void> = [];
vi.mock('../lib/upload-picture', () => ({
  UploadError: class extends Error {},
  uploadPicture: () => new Promise<string>((resolve) => uploads.push(resolve)),
}));

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const picture = (name: string) => new File([PNG], name, { type: 'image/png' });

const VIEW: ShortAnswerView = {
  question: {
    id: 7,
    questionTypeCode: 'short_answer',
    context: '<p>概括问题</p>',
    materialContext: [],
    wordsNum: 200,
    score: 15,
    parentId: null,
    siblings: [7],
    checkAnswerUrl: [],
    answer: null,
    analysisList: [],
  },
  answer: {
    answer: '旧稿',
    url: [],
    previewUrl: [],
    status: 'draft',
    savedAt: '2026-01-01T00:00:00.000Z',
    submittedAt: null,
    userScore: null,
    score: 15,
    checkNote: '',
    gradedAt: null,
  },
  showAnswer: false,
  showGrading: false,
};

/** Saves the test answers by hand, so a save can be held "on its way". */
function fakeSaves() {
  const bodies: ShortAnswerPayload[] = [];
  const pending: Array<(response: Response) => void> = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL() {} }),
  );
  vi.stubGlobal(
    'fetch',
    vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)) as ShortAnswerPayload);
      return new Promise<Response>((resolve) => pending.push(resolve));
    }),
  );
  return {
    bodies,
    answer: (
      response = envelopeResponse(200, 200, '保存成功', { savedAt: 'x', status: 'draft' }),
    ) =>
      act(async () => {
        pending.shift()?.(response);
        await vi.advanceTimersByTimeAsync(0);
      }),
  };
}

let queryClient: QueryClient;
let notices: string[];
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  resetBrowserState();
  saveLogin({ token: 'tok', keep: false });
  notices = [];
  setNoticeSink((_level, text) => notices.push(text));
  queryClient = new QueryClient();
  queryClient.setQueryData(saKeys.question(7), VIEW);
});
afterEach(() => {
  cleanup();
  discardPendingPictures(7);
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setNoticeSink(null);
});

/** The form on the 简答题 page of question 7, in a router that can leave it. */
function mount() {
  const router = createMemoryRouter(
    [
      {
        path: '/questionBank/shortAnswer',
        element: <AnswerForm view={VIEW} onSubmitted={() => undefined} />,
      },
      {
        path: '/questionBank/shortAnswer2',
        element: <AnswerForm view={VIEW} onSubmitted={() => undefined} />,
      },
      { path: '/questionBank', element: <p>题库首页</p> },
    ],
    { initialEntries: ['/questionBank/shortAnswer?questionId=7'] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return { router, ...result };
}

function show() {
  mount();
  fireEvent.click(screen.getByTestId('answer-summary'));
  return screen.getByLabelText('作答内容');
}

const type = (box: HTMLElement, value: string) => fireEvent.change(box, { target: { value } });
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const clickButton = (name: RegExp) => fireEvent.click(screen.getByRole('button', { name }));

// antd in jsdom is slow on a busy machine: a budget, not a timing check.
describe('AnswerForm', { timeout: 30_000 }, () => {
  it('取消 within 1 s of typing stores the old text, not the discarded words', async () => {
    const saves = fakeSaves();
    const box = show();
    type(box, '旧稿，加上不要的话');
    await tick(500);
    clickButton(/取\s*消/);
    await tick(2000);
    expect(saves.bodies.map((body) => body.answer)).toEqual(['旧稿']);
    await saves.answer();
    expect(screen.getByTestId('answer-summary').textContent).toBe('旧稿');
  });

  it('取消 during a save on its way sends the old text after it, with a higher rev', async () => {
    const saves = fakeSaves();
    const box = show();
    type(box, '不要的话');
    await tick(1000);
    expect(saves.bodies.map((body) => body.answer)).toEqual(['不要的话']);
    clickButton(/取\s*消/);
    await saves.answer();
    await tick(0);
    expect(saves.bodies.map((body) => body.answer)).toEqual(['不要的话', '旧稿']);
    expect(saves.bodies[1]!.rev!).toBeGreaterThan(saves.bodies[0]!.rev!);
    await saves.answer();
    // The cached question now holds what the server holds.
    expect(queryClient.getQueryData<ShortAnswerView>(saKeys.question(7))?.answer?.answer).toBe(
      '旧稿',
    );
  });

  it('saves the text as it is when an upload finishes, and keeps pictures picked meanwhile', async () => {
    const saves = fakeSaves();
    const box = show();
    const input = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input(), { target: { files: [picture('a.png')] } });
    await tick(0);
    clickButton(/上\s*传/);
    await tick(0);
    // While the upload runs the picker is off, and the learner goes on writing.
    expect(screen.getByRole('button', { name: '选择图片' })).toHaveProperty('disabled', true);
    type(box, '上传时写的话');
    await act(async () => {
      uploads.shift()?.('local://uploads/a.png');
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(saves.bodies.at(-1)).toMatchObject({
      answer: '上传时写的话',
      url: ['local://uploads/a.png'],
    });
    await saves.answer();
    expect(screen.getAllByTestId('answer-picture')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '选择图片' })).toHaveProperty('disabled', false);
  });

  it('shows the server’s reason when a save is refused, not the network message', async () => {
    const saves = fakeSaves();
    const box = show();
    expect(box.getAttribute('maxlength')).toBe('5000');
    type(box, '新的话');
    clickButton(/保\s*存/);
    await tick(0);
    await saves.answer(envelopeResponse(200, 400, '作答内容不能超过5000字'));
    expect(screen.getByTestId('autosave-status').textContent).toBe('作答内容不能超过5000字');
    expect(screen.queryByText('保存失败，请检查网络')).toBeNull();
  });
  it('取消 after 已自动保存 returns to the saved text, dropping only what came after', async () => {
    const saves = fakeSaves();
    const box = show();
    type(box, '新稿');
    await tick(1000);
    await saves.answer();
    expect(screen.getByTestId('autosave-status').textContent).toMatch(/^已自动保存/);
    type(box, '新稿，外加不要的话');
    await tick(500);
    clickButton(/取\s*消/);
    expect(screen.getByTestId('answer-summary').textContent).toBe('新稿');
    await tick(2000);
    await saves.answer();
    // Whatever was sent after, the last word the server heard is the saved text.
    expect(saves.bodies.at(-1)?.answer).toBe('新稿');
    expect(saves.bodies.map((body) => body.answer)).not.toContain('旧稿');
    expect(saves.bodies.map((body) => body.answer)).not.toContain('新稿，外加不要的话');
  });

  it('keeps pictures chosen and not uploaded when the other layout of the question opens', async () => {
    fakeSaves();
    const { router } = mount();
    const input = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input(), { target: { files: [picture('a.png'), picture('b.png')] } });
    await screen.findByText('还有2张图片未上传');
    // The pending ones are counted where the 上传 button is: it cannot be missed.
    expect(screen.getByTestId('unsent-pictures').textContent).toContain('上');

    await act(() => router.navigate('/questionBank/shortAnswer2?questionId=7'));
    expect(router.state.location.pathname).toBe('/questionBank/shortAnswer2');
    expect(screen.queryByRole('dialog')).toBeNull();
    const shown = await screen.findAllByTestId('answer-picture');
    expect(shown.map((item) => item.getAttribute('data-uploaded'))).toEqual(['false', 'false']);
    screen.getByText('还有2张图片未上传');
  });

  it('asks before leaving with pictures not uploaded, and on closing the page', async () => {
    fakeSaves();
    const { router } = mount();
    const input = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input(), { target: { files: [picture('a.png')] } });
    await screen.findByText('还有1张图片未上传');

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await act(() => router.navigate('/questionBank'));
    const dialog = await screen.findByRole('dialog');
    within(dialog).getAllByText('图片还没有上传');
    within(dialog).getByText('还有1张图片未上传，离开后这些图片不会保存到答案中。');
    fireEvent.click(screen.getByRole('button', { name: '留下上传' }));
    await tick(0);
    expect(router.state.location.pathname).toBe('/questionBank/shortAnswer');
    expect(screen.getAllByTestId('answer-picture')).toHaveLength(1);

    await act(() => router.navigate('/questionBank'));
    // The first dialog may still be fading out: the new one is the last.
    fireEvent.click((await screen.findAllByRole('button', { name: '仍然离开' })).at(-1)!);
    await screen.findByText('题库首页');
    // Left on purpose: coming back starts without them, and nothing warns any more.
    await act(() => router.navigate('/questionBank/shortAnswer?questionId=7'));
    expect(screen.queryAllByTestId('answer-picture')).toHaveLength(0);
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});
