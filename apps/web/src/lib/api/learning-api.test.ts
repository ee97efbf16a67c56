import { Msg } from '@shangan/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, hangingFetch, resetBrowserState } from '../../test/browser-state';
import { getCookie, setCookie } from '../cookies';
import { setDocumentNavigate } from '../navigation';
import { setNoticeSink } from '../notifier';
import { getLoginRedirect } from '../session-storage';
import { ApiError } from './api-error';
import { learningApi } from './learning-api';

const notices: Array<[string, string]> = [];
const documentNavigations: string[] = [];
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

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

describe('learningApi', () => {
  it('sends the token header and a JSON body, and resolves with data', async () => {
    setCookie('lx_token', 'lx-1');
    fetchMock.mockResolvedValue(envelopeResponse(200, 200, '', { total: 3 }));

    const data = await learningApi.post('v2/catalogue/getCatalogueList', { catalogueId: 5 });

    expect(data).toEqual({ total: 3 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/gxw-web-student/v2/catalogue/getCatalogueList');
    const headers = init?.headers as Record<string, string>;
    expect(headers.token).toBe('lx-1');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init?.body).toBe('{"catalogueId":5}');
  });

  it('asks fetch to keep the request alive past the page only when told to', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(envelopeResponse(200, 200, '', null)));
    await learningApi.post('v2/catalogue/submitAnswer', { exerciseId: 1 }, { keepalive: true });
    await learningApi.post('v2/catalogue/submitAnswer', { exerciseId: 1 });
    expect(fetchMock.mock.calls[0]?.[1]?.keepalive).toBe(true);
    expect(fetchMock.mock.calls[1]?.[1]).not.toHaveProperty('keepalive');
  });

  it('falls back to the main token when there is no learning token', async () => {
    setCookie('edu_token', 'edu-1');
    fetchMock.mockResolvedValue(envelopeResponse(200, 200, '', null));
    await learningApi.get('homePage/tree', { params: { type: 1 } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/gxw-web-student/homePage/tree?type=1');
    expect((init?.headers as Record<string, string>).token).toBe('edu-1');
  });

  it('on code 401 clears both tokens, warns 登录过期 and returns here after logging in', async () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/questionBank/record?tab=2');
    setCookie('edu_token', 'old');
    setCookie('lx_token', 'old-lx');
    fetchMock.mockResolvedValue(envelopeResponse(401, 401, 'token invalid'));

    const error = await rejection(learningApi.post('favorites/favoritesList', {}));

    expect(error.kind).toBe('unauthorized');
    expect(getCookie('edu_token')).toBeNull();
    expect(getCookie('lx_token')).toBeNull();
    expect(notices).toEqual([['warning', Msg.loginExpired]]);
    expect(getLoginRedirect()).toBe('/questionBank/record?tab=2');

    vi.advanceTimersByTime(1_000);
    expect(documentNavigations).toEqual(['/login']);
  });

  it('warns with the server message on any other failure', async () => {
    fetchMock.mockResolvedValue(envelopeResponse(500, 500, '试卷不存在'));
    const error = await rejection(learningApi.get('historyPaper/paperQuestions'));
    expect(error).toMatchObject({ kind: 'business', code: 500, message: '试卷不存在' });
    expect(notices).toEqual([['warning', '试卷不存在']]);
  });

  it('waits 300 s before giving up', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hangingFetch);
    const pending = rejection(learningApi.post('aigc/analysis', { questionId: 1 }));
    await vi.advanceTimersByTimeAsync(299_999);
    expect(notices).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).kind).toBe('timeout');
    expect(notices).toEqual([['warning', Msg.timeout]]);
  });
});
