import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  installPreloadErrorReload,
  isChunkLoadError,
  reloadForChunkError,
  shouldReloadForError,
  withoutChunkReload,
} from './chunk-reload';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/x.js');

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('chunk reload throttle', () => {
  it('recognises the browsers’ chunk-load errors only', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads at most once a minute', () => {
    const reload = vi.fn();
    const t0 = 1_700_000_000_000;
    expect(reloadForChunkError({ now: t0, reload })).toBe(true);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe(String(t0));
    expect(reloadForChunkError({ now: t0 + 59_999, reload })).toBe(false);
    expect(reloadForChunkError({ now: t0 + 60_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when the limit cannot be remembered', () => {
    const reload = vi.fn();
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(reloadForChunkError({ storage: broken, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('decides once per error, however often an error element renders', () => {
    const error = chunkError();
    expect(shouldReloadForError(error, { now: 1_000_000 })).toBe(true);
    expect(shouldReloadForError(error, { now: 1_000_001 })).toBe(true);
    expect(shouldReloadForError(chunkError(), { now: 1_000_002 })).toBe(false);
    expect(shouldReloadForError(new Error('render bug'))).toBe(false);
  });

  it('reloads on vite:preloadError, to the address being navigated to, and stops Vite rethrowing', () => {
    const load = vi.fn();
    const target = new EventTarget();
    const uninstall = installPreloadErrorReload({ target, load, pendingUrl: () => '/book' });

    const first = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    expect(load).toHaveBeenCalledWith('/book');

    const second = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(second);
    // Within the minute: no reload, so the failed import reaches the route's error element.
    expect(second.defaultPrevented).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    uninstall();
  });

  it('never reloads for a failed prefetch', async () => {
    const load = vi.fn();
    const target = new EventTarget();
    const uninstall = installPreloadErrorReload({ target, load });
    await withoutChunkReload(async () => {
      target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    });
    expect(load).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
    uninstall();
  });
});
