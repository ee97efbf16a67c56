/** Minimal document.cookie access; the session module is its only intended caller. */
export interface CookieOptions {
  /** Lifetime in days; omitted means a session cookie that ends with the browser. */
  days?: number;
  path?: string;
  domain?: string;
  /** Overridable for tests; defaults to now. */
  now?: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`];
  parts.push(`path=${options.path ?? '/'}`);
  if (options.domain) parts.push(`domain=${options.domain}`);
  if (options.days !== undefined) {
    const expires = new Date((options.now ?? new Date()).getTime() + options.days * DAY_MS);
    parts.push(`expires=${expires.toUTCString()}`);
  }
  // Lax keeps the token off cross-site POSTs while normal links from other sites still log in.
  parts.push('SameSite=Lax');
  if (typeof location !== 'undefined' && location.protocol === 'https:') parts.push('Secure');
  return parts.join('; ');
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  document.cookie = serializeCookie(name, value, options);
}

/**
 * Where the cookies come from outside a browser: the server draws a learner's own pages (a
 * practice screen) with the Cookie header of the request it answers, and a visitor's with none.
 */
let serverCookies: () => string = () => '';

/** Sets where getCookie reads when there is no document (the server's page renderer). */
export function readCookiesOnServerFrom(source: () => string): void {
  serverCookies = source;
}

export function getCookie(name: string): string | null {
  const header = typeof document === 'undefined' ? serverCookies() : document.cookie;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of header ? header.split(/;\s*/) : []) {
    if (part.startsWith(prefix)) {
      try {
        return decodeURIComponent(part.slice(prefix.length));
      } catch {
        return part.slice(prefix.length);
      }
    }
  }
  return null;
}

export function removeCookie(
  name: string,
  options: Pick<CookieOptions, 'path' | 'domain'> = {},
): void {
  // An expiry in the past deletes it; path and domain must match how it was set.
  document.cookie = serializeCookie(name, '', { ...options, days: -1 });
}
