/**
 * Everything the browser keeps about the signed-in person, under exactly the names
 * the old site used, so the mobile site and
 * the app's web views that share the cookie domain keep reading them.
 */
import { KEEP_LOGGED_IN_DAYS, LEARNING_TOKEN_COOKIE, SESSION_TOKEN_COOKIE } from '@shangan/shared';
import { getCookie, readCookiesOnServerFrom, removeCookie, setCookie } from './cookies';
import { isSafeInternalPath } from './paths';
import { siteInfo } from './site-info';

export const SESSION_KEYS = {
  /** Cookie: bearer token of the main API. */
  eduToken: SESSION_TOKEN_COOKIE,
  /** Cookie: token of the learning-system API (header `token`). */
  lxToken: LEARNING_TOKEN_COOKIE,
  userIdCookie: 'user_id',
  phoneCookie: 'phone',
  /** localStorage */
  userId: 'userId',
  userName: 'userName',
  phone: 'phone',
  /** sessionStorage: the address to return to after logging in (per tab, never stale). */
  loginRedirect: 'loginRedirect',
} as const;

export interface SaveLoginInput {
  token: string;
  /** 'Keep me logged in': 7-day cookies instead of session cookies. */
  keep: boolean;
  /** Token for the learning API when it differs from the main one. */
  learningToken?: string;
}

export interface StoredUser {
  id: string | number;
  user_name?: string | null;
  telephone?: string | null;
}

function cookieScope() {
  return siteInfo.cookieDomain ? { path: '/', domain: siteInfo.cookieDomain } : { path: '/' };
}

function removeEverywhere(name: string): void {
  removeCookie(name, { path: '/' });
  if (siteInfo.cookieDomain) removeCookie(name, cookieScope());
}

/** Web storage throws in some privacy modes; the session must still work from cookies. */
function safely(action: () => void): void {
  try {
    action();
  } catch {
    /* storage unavailable: nothing to keep */
  }
}

function readStorage(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

export function saveLogin({ token, keep, learningToken }: SaveLoginInput): void {
  const options = { ...cookieScope(), ...(keep ? { days: KEEP_LOGGED_IN_DAYS } : {}) };
  setCookie(SESSION_KEYS.eduToken, token, options);
  setCookie(SESSION_KEYS.lxToken, learningToken ?? token, options);
}

/** Once user info loads, keeps the ids the mobile site reads (user_id/phone cookies, locals). */
export function saveUser(user: StoredUser, keep = hasToken()): void {
  const options = { ...cookieScope(), ...(keep ? { days: KEEP_LOGGED_IN_DAYS } : {}) };
  setCookie(SESSION_KEYS.userIdCookie, String(user.id), options);
  safely(() => localStorage.setItem(SESSION_KEYS.userId, String(user.id)));
  if (user.user_name) {
    const name = user.user_name;
    safely(() => localStorage.setItem(SESSION_KEYS.userName, name));
  }
  if (user.telephone) {
    const phone = user.telephone;
    setCookie(SESSION_KEYS.phoneCookie, phone, options);
    safely(() => localStorage.setItem(SESSION_KEYS.phone, phone));
  }
}

/**
 * Where the session is read on the server, which has no document: the Cookie header of the
 * request a learner's own page is drawn for (server-render.ts).
 */
export const readSessionOnServerFrom = readCookiesOnServerFrom;

export function getToken(): string | null {
  return getCookie(SESSION_KEYS.eduToken) || null;
}

/** The learning API falls back to the main token: both are issued by the same login. */
export function getLearningToken(): string | null {
  return getCookie(SESSION_KEYS.lxToken) || getToken();
}

export function hasToken(): boolean {
  return getToken() !== null;
}

export function getStoredUserId(): string | null {
  return (
    readStorage(() => localStorage, SESSION_KEYS.userId) ?? getCookie(SESSION_KEYS.userIdCookie)
  );
}

export function getStoredUserName(): string | null {
  return readStorage(() => localStorage, SESSION_KEYS.userName);
}

export function getStoredPhone(): string | null {
  return readStorage(() => localStorage, SESSION_KEYS.phone) ?? getCookie(SESSION_KEYS.phoneCookie);
}

/** What an expired session loses: both tokens, nothing else. */
export function clearTokens(): void {
  removeEverywhere(SESSION_KEYS.eduToken);
  removeEverywhere(SESSION_KEYS.lxToken);
}

/** Logout: both tokens, the id and phone cookies and the local user values. */
export function clearSession(): void {
  clearTokens();
  removeEverywhere(SESSION_KEYS.userIdCookie);
  removeEverywhere(SESSION_KEYS.phoneCookie);
  safely(() => {
    localStorage.removeItem(SESSION_KEYS.userId);
    localStorage.removeItem(SESSION_KEYS.userName);
    localStorage.removeItem(SESSION_KEYS.phone);
  });
}

/** Remembers where to come back to after login; unsafe or login-page targets are ignored. */
export function setLoginRedirect(url: string): void {
  if (!isSafeInternalPath(url) || /^\/(login|register)(?:[/?#]|$)/i.test(url)) return;
  safely(() => sessionStorage.setItem(SESSION_KEYS.loginRedirect, url));
}

export function getLoginRedirect(): string | null {
  const url = readStorage(() => sessionStorage, SESSION_KEYS.loginRedirect);
  return isSafeInternalPath(url) ? url : null;
}

/** Reads and forgets the target, so a later login does not jump back to an old page. */
export function takeLoginRedirect(): string | null {
  const url = getLoginRedirect();
  safely(() => sessionStorage.removeItem(SESSION_KEYS.loginRedirect));
  return url;
}
