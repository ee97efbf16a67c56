import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendPhonesToMobileSite } from './mobile-redirect';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

function pretend(userAgent: string, path: string, cookie = '') {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  window.history.replaceState(null, '', path);
  document.cookie = `site_view=; expires=${new Date(0).toUTCString()}; path=/`;
  if (cookie) document.cookie = cookie;
  const replace = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    ...window.location,
    pathname: window.location.pathname,
    search: window.location.search,
    replace,
  });
  return replace;
}

function fakeRouter() {
  let listener: ((state: { location: { pathname: string; search: string } }) => void) | null = null;
  return {
    subscribe: vi.fn((next: typeof listener) => {
      listener = next;
      return () => undefined;
    }),
    go: (pathname: string, search = '') => listener?.({ location: { pathname, search } }),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('sendPhonesToMobileSite', () => {
  it('sends a phone that started on a desktop page to its mobile page', () => {
    const replace = pretend(IPHONE, '/tagAggregation?tagId=4');
    expect(sendPhonesToMobileSite(fakeRouter())).toBe(true);
    expect(replace).toHaveBeenCalledWith('/m/tags/4');
  });

  it('follows client navigations of a phone', () => {
    const replace = pretend(IPHONE, '/m/');
    const router = fakeRouter();
    expect(sendPhonesToMobileSite(router)).toBe(false);
    router.go('/articleDetail/12');
    expect(replace).toHaveBeenCalledWith('/m/article/12');
  });

  it('leaves desktops and phones that chose the desktop site alone', () => {
    let replace = pretend('Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36', '/book');
    expect(sendPhonesToMobileSite(fakeRouter())).toBe(false);
    replace = pretend(IPHONE, '/book', 'site_view=desktop');
    expect(sendPhonesToMobileSite(fakeRouter())).toBe(false);
    expect(replace).not.toHaveBeenCalled();
  });
});
