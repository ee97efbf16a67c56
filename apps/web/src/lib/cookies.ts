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

export function getCookie(name: string): string | null {
  // The server renders some pages for a visitor with no cookies.
  if (typeof document === 'undefined') return null;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie ? document.cookie.split('; ') : []) {
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
