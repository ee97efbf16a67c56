import { Msg } from '@shangan/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getAuthDialog, openAuthDialog } from '../../lib/auth-dialog';
import { getCookie, setCookie } from '../../lib/cookies';
import { setLoginRedirect } from '../../lib/session-storage';
import { completeLogin, continueAfterLogin, logout } from './auth-flow';
import { getAuthFlow } from './auth-state';
import { calls, DEMO_USER, setupHarness, teardownHarness } from './test-utils';
import type { Harness } from './test-utils';

let harness: Harness;
beforeEach(() => {
  harness = setupHarness();
});
afterEach(teardownHarness);

function at(url: string) {
  window.history.replaceState(null, '', url);
}

describe('after login', () => {
  it('replaces /detail with /refresh keeping the id', () => {
    at('/detail?id=42&from=list');
    openAuthDialog('login');
    continueAfterLogin();
    expect(harness.navigations).toEqual(['/refresh?id=42']);
    expect(getAuthDialog()).toBeNull();
  });

  it('reloads the question bank, public class and live player pages', () => {
    for (const url of ['/questionBank/record?tab=2', '/publicClass?id=3', '/livePlayer']) {
      at(url);
      continueAfterLogin();
    }
    expect(harness.navigations).toEqual([
      '/questionBank/record?tab=2',
      '/publicClass?id=3',
      '/livePlayer',
    ]);
  });

  it('returns from the login page to the stored target, or home', () => {
    at('/articleDetail/9');
    setLoginRedirect('/articleDetail/9');
    at('/login');
    continueAfterLogin();
    at('/register');
    continueAfterLogin();
    expect(harness.navigations).toEqual(['/articleDetail/9', '/']);
  });

  it('stays anywhere else', () => {
    at('/aboutUs');
    continueAfterLogin();
    expect(harness.navigations).toEqual([]);
  });

  it('opens the complete-phone dialog when the answer has no phone', async () => {
    harness.replies['GET /pc/getuserinfo'] = { data: { ...DEMO_USER, telephone: null } };
    at('/aboutUs');
    await completeLogin(harness.queryClient, { token: 't', uuid: 'u', phone: null }, true);
    expect(getAuthDialog()).toBe('completePhone');
    expect(getAuthFlow().pendingLogin).toEqual({ keep: true });
    expect(getCookie('edu_token')).toBe('t');
  });
});

describe('logout', () => {
  it('revokes the session, forgets it, says 退出登录成功 and goes home', async () => {
    setCookie('edu_token', 'tok');
    setCookie('lx_token', 'tok');
    setCookie('user_id', '7');
    setCookie('phone', '13800000001');
    localStorage.setItem('userId', '7');
    localStorage.setItem('phone', '13800000001');
    harness.queryClient.setQueryData(['currentUser'], DEMO_USER);
    harness.replies['POST /pc/logout'] = { msg: Msg.logoutOk };
    at('/personalCenter/myCourse');

    await logout(harness.queryClient);

    expect(calls(harness, 'POST /pc/logout')).toHaveLength(1);
    for (const name of ['edu_token', 'lx_token', 'user_id', 'phone']) {
      expect(getCookie(name)).toBeNull();
    }
    expect(localStorage.getItem('userId')).toBeNull();
    expect(localStorage.getItem('phone')).toBeNull();
    expect(harness.queryClient.getQueryData(['currentUser'])).toBeNull();
    expect(harness.notices).toEqual([['success', Msg.logoutOk]]);
    expect(harness.navigations).toEqual(['/']);
  });

  it('stays on the home page and still logs out when the server cannot be reached', async () => {
    setCookie('edu_token', 'tok');
    harness.replies['POST /pc/logout'] = { code: 500, status: 500, msg: '服务器开小差了' };
    at('/');
    await logout(harness.queryClient);
    expect(getCookie('edu_token')).toBeNull();
    expect(harness.navigations).toEqual([]);
    expect(harness.notices).toEqual([['success', Msg.logoutOk]]);
  });
});
