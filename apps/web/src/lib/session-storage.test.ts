import { beforeEach, describe, expect, it } from 'vitest';
import { resetBrowserState } from '../test/browser-state';
import { getCookie, serializeCookie } from './cookies';
import {
  clearSession,
  clearTokens,
  getLearningToken,
  getStoredPhone,
  getStoredUserId,
  getToken,
  saveLogin,
  saveUser,
  setLoginRedirect,
  takeLoginRedirect,
} from './session-storage';

beforeEach(resetBrowserState);

describe('session storage', () => {
  it('keeps both tokens under the names the mobile site reads', () => {
    saveLogin({ token: 'abc', keep: false });
    expect(getCookie('edu_token')).toBe('abc');
    expect(getCookie('lx_token')).toBe('abc');
    expect(getToken()).toBe('abc');
    expect(getLearningToken()).toBe('abc');

    saveLogin({ token: 'main', keep: true, learningToken: 'learn' });
    expect(getToken()).toBe('main');
    expect(getLearningToken()).toBe('learn');
  });

  it('makes 7-day cookies for "keep me logged in" and session cookies otherwise', () => {
    const now = new Date('2025-03-01T08:00:00Z');
    expect(serializeCookie('edu_token', 't', { days: 7, now })).toBe(
      'edu_token=t; path=/; expires=Sat, 08 Mar 2025 08:00:00 GMT; SameSite=Lax',
    );
    expect(serializeCookie('edu_token', 't')).toBe('edu_token=t; path=/; SameSite=Lax');
  });

  it('stores the user ids in cookies and local storage', () => {
    saveUser({ id: 42, user_name: '考生小王', telephone: '13800000000' });
    expect(getCookie('user_id')).toBe('42');
    expect(getCookie('phone')).toBe('13800000000');
    expect(localStorage.getItem('userId')).toBe('42');
    expect(localStorage.getItem('userName')).toBe('考生小王');
    expect(localStorage.getItem('phone')).toBe('13800000000');
    expect(getStoredUserId()).toBe('42');
    expect(getStoredPhone()).toBe('13800000000');
  });

  it('clearTokens drops only the tokens; clearSession drops everything', () => {
    saveLogin({ token: 'abc', keep: true });
    saveUser({ id: 42, user_name: '考生小王', telephone: '13800000000' });

    clearTokens();
    expect(getToken()).toBeNull();
    expect(getCookie('lx_token')).toBeNull();
    expect(getCookie('user_id')).toBe('42');

    clearSession();
    expect(getCookie('user_id')).toBeNull();
    expect(getCookie('phone')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(localStorage.getItem('userName')).toBeNull();
    expect(localStorage.getItem('phone')).toBeNull();
  });

  it('remembers one safe login redirect target', () => {
    setLoginRedirect('/articleDetail/12?from=home');
    expect(takeLoginRedirect()).toBe('/articleDetail/12?from=home');
    expect(takeLoginRedirect()).toBeNull();

    for (const unsafe of ['//evil.example/x', 'https://evil.example/', '/login', '/register?x=1']) {
      setLoginRedirect(unsafe);
      expect(takeLoginRedirect()).toBeNull();
    }
  });
});
