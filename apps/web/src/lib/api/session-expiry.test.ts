import { Msg } from '@shangan/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, resetBrowserState } from '../../test/browser-state';
import { getCookie, setCookie } from '../cookies';
import { setDocumentNavigate } from '../navigation';
import { setNoticeSink } from '../notifier';
import { getLoginRedirect } from '../session-storage';
import { learningApi } from './learning-api';
import { mainApi } from './main-api';

const notices: Array<[string, string]> = [];
const documentNavigations: string[] = [];

beforeEach(() => {
  resetBrowserState();
  notices.length = 0;
  documentNavigations.length = 0;
  setNoticeSink((level, text) => notices.push([level, text]));
  setDocumentNavigate((to) => documentNavigations.push(to));
  vi.useFakeTimers();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => envelopeResponse(401, 401, Msg.loginExpired)),
  );
  window.history.replaceState(null, '', '/questionBank/record?tab=2');
  setCookie('edu_token', 'old');
  setCookie('lx_token', 'old');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setNoticeSink(null);
  setDocumentNavigate(null);
});

const settle = (promise: Promise<unknown>) => promise.catch(() => undefined);

/** One expiry seen by both clients on a learning page (the header asks the main API too). */
describe('session expiry on a learning-API page', () => {
  it('sends the person to log in even when the main API’s 401 came first', async () => {
    await settle(mainApi.get('/pc/getuserinfo', { silent: true }));
    await settle(learningApi.post('v2/userExerciseLog/exerciseTotalLog', {}));

    expect(getCookie('edu_token')).toBeNull();
    expect(getCookie('lx_token')).toBeNull();
    expect(notices).toEqual([['warning', Msg.loginExpired]]);
    expect(getLoginRedirect()).toBe('/questionBank/record?tab=2');
    vi.advanceTimersByTime(1_000);
    expect(documentNavigations).toEqual(['/login']);
  });

  it('keeps the way to log in when the main API’s 401 comes after', async () => {
    await settle(learningApi.post('v2/userExerciseLog/exerciseLog', {}));
    await settle(mainApi.get('/pc/getuserinfo', { silent: true }));

    expect(notices).toEqual([['warning', Msg.loginExpired]]);
    expect(getLoginRedirect()).toBe('/questionBank/record?tab=2');
    vi.advanceTimersByTime(1_000);
    expect(documentNavigations).toEqual(['/login']);
  });
});
