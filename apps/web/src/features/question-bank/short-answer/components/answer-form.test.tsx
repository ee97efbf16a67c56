import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNoticeSink } from '../../../../lib/notifier';
import { saveLogin } from '../../../../lib/session-storage';
import { envelopeResponse, resetBrowserState } from '../../../../test/browser-state';
import { saKeys } from '../api/keys';
import type { ShortAnswerPayload, ShortAnswerView } from '../api/types';
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
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setNoticeSink(null);
});

function show() {
  render(
    <QueryClientProvider client={queryClient}>
      <App>
        <AnswerForm view={VIEW} onSubmitted={() => undefined} />
      </App>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByTestId('answer-summary'));
  return screen.getByLabelText('作答内容');
}

const type = (box: HTMLElement, value: string) => fireEvent.change(box, { target: { value } });
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const clickButton = (name: RegExp) => fireEvent.click(screen.getByRole('button', { name }));

describe('AnswerForm', () => {
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
});
