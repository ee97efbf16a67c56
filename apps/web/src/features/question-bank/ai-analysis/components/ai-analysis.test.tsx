import { Msg } from '@shangan/shared';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNoticeSink } from '../../../../lib/notifier';
import { saveLogin } from '../../../../lib/session-storage';
import { envelopeResponse, resetBrowserState } from '../../../../test/browser-state';
import { sessionResults } from '../lib/session-results';
import { AiAnalysis } from './ai-analysis';

const NOTICE = '本解析由AI生成，仅供学习参考。\n请以标准答案为准。';
const ANALYSIS = '【考点】定义判断\n【解题思路】抓关键词';

interface Call {
  call: string;
  body: unknown;
}

/** A fake learning API: JSON replies by `METHOD path`, and a stream the test feeds by hand. */
function fakeServer() {
  const calls: Call[] = [];
  const replies: Record<string, () => Response> = {};
  let feed: ReadableStreamDefaultController<Uint8Array> | null = null;
  const encoder = new TextEncoder();
  const send = (event: string, data: unknown) =>
    feed?.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
  replies['POST /aigc/analysisStream'] = () =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          feed = controller;
        },
      }),
      { headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } },
    );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call = `${init?.method ?? 'GET'} ${url.pathname.replace('/gxw-web-student', '')}`;
      calls.push({ call, body: init?.body ? JSON.parse(String(init.body)) : url.search });
      const reply = replies[call];
      return reply ? reply() : envelopeResponse(404, 404, '请求的接口不存在');
    }),
  );
  return {
    calls,
    replies,
    count: (call: string) => calls.filter((item) => item.call === call).length,
    delta: (text: string) => send('delta', { text }),
    done: (thumbsUp: 1 | 0 | null = null) => {
      send('done', { id: 41, analysis: ANALYSIS, thumbsUp });
      feed?.close();
    },
    fail: (msg: string) => {
      send('error', { code: 500, msg });
      feed?.close();
    },
  };
}

const info =
  (over: Record<string, unknown> = {}) =>
  () =>
    envelopeResponse(200, 200, '', {
      canTriggerAi: true,
      hasReadNotice: true,
      noticeContent: { content: NOTICE },
      remaining: 2,
      dailyQuota: 3,
      isVip: false,
      ...over,
    });

function show(questionId = 5) {
  return render(
    <MemoryRouter>
      <AiAnalysis questionId={questionId} />
    </MemoryRouter>,
  );
}

async function findDialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}

const textNow = () => screen.queryByTestId('ai-analysis-text')?.textContent ?? '';

let notices: string[];
beforeEach(() => {
  resetBrowserState();
  sessionResults.clear();
  saveLogin({ token: 'tok', keep: false });
  notices = [];
  setNoticeSink((_level, text) => notices.push(text));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setNoticeSink(null);
});

describe('AiAnalysis', () => {
  it('asks for consent, types the stream as it arrives, then rates once', async () => {
    const server = fakeServer();
    server.replies['GET /aigc/aiAnalysisInfo'] = info({ hasReadNotice: false });
    server.replies['GET /aigc/readNotice'] = () => envelopeResponse(200, 200, '', null);
    server.replies['POST /aigc/updateThumbsUp'] = () => envelopeResponse(200, 200, '', null);
    show();

    fireEvent.click(screen.getByRole('button', { name: /生成AI解析/ }));
    const dialog = await findDialog('免责声明');
    expect(server.calls[0]).toEqual({ call: 'GET /aigc/aiAnalysisInfo', body: '?questionId=5' });
    expect(within(dialog).getByLabelText('免责声明内容').textContent).toBe(NOTICE);
    const confirm = within(dialog).getByRole('button', { name: /确\s*定/ });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '我已阅读并同意以上条款' }));
    expect(confirm).toHaveProperty('disabled', false);
    fireEvent.click(confirm);

    await waitFor(() => expect(server.count('POST /aigc/analysisStream')).toBe(1));
    expect(server.calls.find((c) => c.call === 'GET /aigc/readNotice')?.body).toBe('?type=1');
    expect(server.calls.at(-1)?.body).toEqual({ questionId: 5 });
    await screen.findByText('AI正在生成解析…');
    expect(screen.getByText('当前解析由AI生成')).toBeTruthy();

    act(() => server.delta('【考点】定义判断\n'));
    await waitFor(() => expect(textNow()).toBe('【考点】定义判断\n'));
    expect(screen.getByText('【考点】').tagName).toBe('STRONG');
    // Typed out, yet never ahead of what arrived: the rest is not there before it is sent.
    expect(screen.queryByRole('group', { name: '评价AI解析' })).toBeNull();
    act(() => server.delta('【解题思路】'));
    await waitFor(() => expect(textNow()).toBe('【考点】定义判断\n【解题思路】'));
    act(() => server.done());
    await waitFor(() => expect(textNow()).toBe(ANALYSIS));

    const rating = await screen.findByRole('group', { name: '评价AI解析' });
    expect(screen.getByText('今日剩余免费次数：2')).toBeTruthy();
    fireEvent.click(within(rating).getByRole('button', { name: /很满意/ }));
    await within(rating).findByText('感谢您的评价');
    expect(server.calls.at(-1)).toEqual({
      call: 'POST /aigc/updateThumbsUp',
      body: { id: 41, thumbsUp: 1 },
    });
    for (const name of [/很满意/, /不太好/]) {
      expect(within(rating).getByRole('button', { name })).toHaveProperty('disabled', true);
    }
    expect(
      within(rating)
        .getByRole('button', { name: /很满意/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('shows the 提示 dialog when the quota is used up, with 购买VIP to /vipRights', async () => {
    const server = fakeServer();
    server.replies['GET /aigc/aiAnalysisInfo'] = info({ canTriggerAi: false, remaining: 0 });
    show();
    fireEvent.click(screen.getByRole('button', { name: /生成AI解析/ }));
    const dialog = await findDialog('提示');
    expect(within(dialog).getByText(Msg.aiQuotaUsedUp)).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: /购买VIP/ })
        .getAttribute('href'),
    ).toBe('/vipRights');
    expect(server.count('POST /aigc/analysisStream')).toBe(0);
  });

  it('on a refusal or a stream error shows why, leaves nothing half-shown and allows a retry', async () => {
    const server = fakeServer();
    server.replies['GET /aigc/aiAnalysisInfo'] = info();
    const stream = server.replies['POST /aigc/analysisStream']!;
    server.replies['POST /aigc/analysisStream'] = () =>
      envelopeResponse(200, 500, 'AI服务暂时不可用，请稍后再试');
    show();
    fireEvent.click(screen.getByRole('button', { name: /生成AI解析/ }));
    await screen.findByText('AI服务暂时不可用，请稍后再试');
    expect(screen.queryByText('当前解析由AI生成')).toBeNull();

    server.replies['POST /aigc/analysisStream'] = stream;
    fireEvent.click(screen.getByRole('button', { name: /重新生成/ }));
    await waitFor(() => expect(server.count('POST /aigc/analysisStream')).toBe(2));
    act(() => server.delta('半截'));
    await waitFor(() => expect(textNow()).toBe('半截'));
    act(() => server.fail('生成超时，请重试'));
    await screen.findByText('生成超时，请重试');
    expect(textNow()).toBe('');
    expect(screen.getByRole('button', { name: /重新生成/ })).toBeTruthy();
  });

  it('turns a stream refused for quota into the 提示 dialog', async () => {
    const server = fakeServer();
    server.replies['GET /aigc/aiAnalysisInfo'] = info({ remaining: 1 });
    server.replies['POST /aigc/analysisStream'] = () =>
      envelopeResponse(200, 403, Msg.aiQuotaUsedUp);
    show();
    fireEvent.click(screen.getByRole('button', { name: /生成AI解析/ }));
    await findDialog('提示');
  });

  it('types an explanation seen before again, rated ones locked, and resets per question', async () => {
    const server = fakeServer();
    server.replies['GET /aigc/aiAnalysisInfo'] = info({ isVip: true, remaining: null });
    const view = show(5);
    fireEvent.click(screen.getByRole('button', { name: /生成AI解析/ }));
    await waitFor(() => expect(server.count('POST /aigc/analysisStream')).toBe(1));
    act(() => server.done(0));
    const rating = await screen.findByRole('group', { name: '评价AI解析' });
    // Rated already on the server: locked at once, the choice highlighted; no quota hint (VIP).
    expect(within(rating).getByText('感谢您的评价')).toBeTruthy();
    expect(
      within(rating)
        .getByRole('button', { name: /不太好/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.queryByText(/今日剩余免费次数/)).toBeNull();

    // Another question: a fresh start, its own button.
    view.rerender(
      <MemoryRouter>
        <AiAnalysis questionId={6} />
      </MemoryRouter>,
    );
    expect(textNow()).toBe('');
    expect(screen.getByRole('button', { name: /生成AI解析/ })).toBeTruthy();

    // Back to the first: shown at once, no request.
    const before = server.calls.length;
    view.rerender(
      <MemoryRouter>
        <AiAnalysis questionId={5} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: /生成AI解析/ }));
    // Typed again at the same pace, not dropped on the page at once.
    expect(textNow()).not.toBe(ANALYSIS);
    await waitFor(() => expect(textNow()).toBe(ANALYSIS));
    expect(server.calls.length).toBe(before);
  });

  it('renders a cached explanation (one delta, then done) once, and announces the end', async () => {
    const server = fakeServer();
    server.replies['GET /aigc/aiAnalysisInfo'] = info();
    show();
    fireEvent.click(screen.getByRole('button', { name: /生成AI解析/ }));
    await waitFor(() => expect(server.count('POST /aigc/analysisStream')).toBe(1));
    act(() => {
      server.delta(ANALYSIS);
      server.done();
    });
    await screen.findByRole('group', { name: '评价AI解析' });
    expect(textNow()).toBe(ANALYSIS);
    expect(screen.getByText('AI解析已生成').getAttribute('aria-live')).toBe('polite');
  });

  it('offers 重试 when only the status check failed', async () => {
    const server = fakeServer();
    server.replies['GET /aigc/aiAnalysisInfo'] = () => envelopeResponse(200, 500, '服务繁忙');
    show();
    fireEvent.click(screen.getByRole('button', { name: /生成AI解析/ }));
    await screen.findByText('服务繁忙');
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /重新生成/ })).toBeNull();
  });

  it('cannot be closed while consent is saved, and starts nothing if gone meanwhile', async () => {
    const server = fakeServer();
    server.replies['GET /aigc/aiAnalysisInfo'] = info({ hasReadNotice: false });
    let saved: (response: Response) => void = () => undefined;
    server.replies['GET /aigc/readNotice'] = () =>
      new Promise<Response>((resolve) => (saved = resolve)) as unknown as Response;
    const view = show(5);
    fireEvent.click(screen.getByRole('button', { name: /生成AI解析/ }));
    const dialog = await findDialog('免责声明');
    expect(within(dialog).getByRole('document', { name: '免责声明内容' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '我已阅读并同意以上条款' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.count('GET /aigc/readNotice')).toBe(1));
    expect(dialog.querySelector('.ant-modal-close')).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByText('免责声明', { selector: '.ant-modal-title' })).toBeTruthy();

    view.rerender(
      <MemoryRouter>
        <AiAnalysis questionId={6} />
      </MemoryRouter>,
    );
    await act(async () => saved(envelopeResponse(200, 200, '', null)));
    expect(server.count('POST /aigc/analysisStream')).toBe(0);
  });

  it('aborts a stream still running when the question changes', async () => {
    const server = fakeServer();
    server.replies['GET /aigc/aiAnalysisInfo'] = info();
    const view = show(5);
    fireEvent.click(screen.getByRole('button', { name: /生成AI解析/ }));
    await waitFor(() => expect(server.count('POST /aigc/analysisStream')).toBe(1));
    const fetchMock = vi.mocked(fetch);
    const signal = fetchMock.mock.calls.at(-1)?.[1]?.signal;
    expect(signal?.aborted).toBe(false);
    view.rerender(
      <MemoryRouter>
        <AiAnalysis questionId={6} />
      </MemoryRouter>,
    );
    expect(signal?.aborted).toBe(true);
    expect(notices).toEqual([]);
  });
});
