import { ApiCode, Msg } from '@shangan/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, hangingFetch, resetBrowserState } from '../../test/browser-state';
import { getCookie, setCookie } from '../cookies';
import { setDocumentNavigate } from '../navigation';
import { setNoticeSink } from '../notifier';
import { ApiError } from './api-error';
import { mainApi } from './main-api';

const notices: Array<[string, string]> = [];
const documentNavigations: string[] = [];
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

function lastRequest(): { url: string; init: RequestInit } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return { url: String(call[0]), init: call[1] ?? {} };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  resetBrowserState();
  notices.length = 0;
  documentNavigations.length = 0;
  setNoticeSink((level, text) => notices.push([level, text]));
  setDocumentNavigate((to) => documentNavigations.push(to));
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setNoticeSink(null);
  setDocumentNavigate(null);
});

describe('mainApi', () => {
  it('sends the bearer token, form-encodes POST bodies and resolves with data', async () => {
    setCookie('edu_token', 'tok-1');
    fetchMock.mockResolvedValue(envelopeResponse(200, 200, 'ok', { id: 7 }));

    const data = await mainApi.post<{ id: number }>('/pc/login', {
      account: '13800000000',
      type: '1',
      tags: ['a', 'b'],
      empty: undefined,
    });

    expect(data).toEqual({ id: 7 });
    const { url, init } = lastRequest();
    expect(url).toBe('/api/v1/pc/login');
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-1');
    expect(headers['Content-Type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(init.body).toBe('account=13800000000&type=1&tags=a&tags=b');
    expect(notices).toEqual([]);
  });

  it('puts GET params in the query string and sends JSON when asked', async () => {
    fetchMock.mockResolvedValue(envelopeResponse(200, 200, '', []));
    await mainApi.get('pc/search', { params: { keyword: '申论 公告', page: 2 } });
    expect(lastRequest().url).toBe(
      '/api/v1/pc/search?keyword=%E7%94%B3%E8%AE%BA+%E5%85%AC%E5%91%8A&page=2',
    );
    expect((lastRequest().init.headers as Record<string, string>).Authorization).toBeUndefined();

    fetchMock.mockResolvedValue(envelopeResponse(200, 200, '', null));
    await mainApi.post('/app/studentAnswers', { answer: ['A'] }, { json: true });
    expect(lastRequest().init.body).toBe('{"answer":["A"]}');
    expect((lastRequest().init.headers as Record<string, string>)['Content-Type']).toBe(
      'application/json',
    );
  });

  it('on code 401 clears both tokens, warns with the server message and goes home after 1 s', async () => {
    vi.useFakeTimers();
    setCookie('edu_token', 'old');
    setCookie('lx_token', 'old-lx');
    setCookie('user_id', '42');
    fetchMock.mockImplementation(async () => envelopeResponse(401, 401, '登录已失效，请重新登录'));

    const [first, second] = await Promise.all([
      rejection(mainApi.get('/pc/getuserinfo')),
      rejection(mainApi.get('/pc/orders/index')),
    ]);

    expect(first.kind).toBe('unauthorized');
    expect(first.code).toBe(401);
    expect(second.kind).toBe('unauthorized');
    expect(getCookie('edu_token')).toBeNull();
    expect(getCookie('lx_token')).toBeNull();
    expect(getCookie('user_id')).toBe('42');
    // Two failed requests, one message and one redirect.
    expect(notices).toEqual([['warning', '登录已失效，请重新登录']]);

    vi.advanceTimersByTime(999);
    expect(documentNavigations).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(documentNavigations).toEqual(['/']);
  });

  it('stays silent on code 444', async () => {
    fetchMock.mockResolvedValue(envelopeResponse(200, ApiCode.SILENT, '重复提交'));
    const error = await rejection(mainApi.post('/pc/sign'));
    expect(error.code).toBe(444);
    expect(notices).toEqual([]);
  });

  it('shows the server message of any other code as an error, also for non-2xx statuses', async () => {
    fetchMock.mockResolvedValue(envelopeResponse(400, 400, 'phone 格式不正确'));
    const error = await rejection(mainApi.post('/pc/sms_send', { phone: '1' }));
    expect(error).toMatchObject({ kind: 'business', code: 400, status: 400 });
    expect(error.message).toBe('phone 格式不正确');
    expect(notices).toEqual([['error', 'phone 格式不正确']]);
  });

  it('does not toast a failure when the caller handles it', async () => {
    fetchMock.mockResolvedValue(envelopeResponse(200, ApiCode.ACCOUNT_NOT_FOUND, '账号不存在'));
    const error = await rejection(mainApi.post('/pc/login', {}, { silent: true }));
    expect(error.code).toBe(4005);
    expect(notices).toEqual([]);
  });

  it('refuses a token-only call without a token: 没有权限 and no request', async () => {
    const error = await rejection(mainApi.get('/pc/orders/index', { requireToken: true }));
    expect(error.kind).toBe('no-token');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(notices).toEqual([['warning', Msg.noPermission]]);
  });

  it('turns a body without envelope into the generic server error', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad Gateway</html>', { status: 502 }));
    const error = await rejection(mainApi.get('/pc/headColumns'));
    expect(error).toMatchObject({ code: 502, status: 502, message: Msg.serverError });
    expect(notices).toEqual([['error', Msg.serverError]]);
  });

  it('reports network failures and timeouts with their own messages', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const network = await rejection(mainApi.get('/pc/headColumns'));
    expect(network.kind).toBe('network');

    vi.useFakeTimers();
    fetchMock.mockImplementation(hangingFetch);
    const pending = rejection(mainApi.get('/pc/headColumns'));
    await vi.advanceTimersByTimeAsync(15_000);
    const timeout = await pending;
    expect(timeout.kind).toBe('timeout');
    expect(notices).toEqual([
      ['error', Msg.networkError],
      ['error', Msg.timeout],
    ]);
  });

  it('passes cancellation through without a message', async () => {
    fetchMock.mockImplementation(hangingFetch);
    const controller = new AbortController();
    const pending = rejection(mainApi.get('/pc/headColumns', { signal: controller.signal }));
    controller.abort();
    expect((await pending).kind).toBe('aborted');
    expect(notices).toEqual([]);
  });
});
