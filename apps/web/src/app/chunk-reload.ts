/**
 * After a deploy, an open tab still references the old hashed chunks, which are gone; loading
 * the page again fetches the new index.html and its new chunks. A chunk that
 * is broken for another reason would reload forever, so this happens at most once a minute,
 * remembered in sessionStorage so the limit survives the reload itself.
 */
import { CHUNK_RELOAD_MIN_INTERVAL_MS } from '@shangan/shared';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

export const CHUNK_RELOAD_KEY = 'shangan:chunkReloadAt';

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's CSS preload
  /Loading (CSS )?chunk .* failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}

export interface ChunkReloadDeps {
  now?: number;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
}

/** Takes the once-a-minute reload allowance; false when it was used less than a minute ago. */
export function claimChunkReload({ now = Date.now(), storage }: ChunkReloadDeps = {}): boolean {
  try {
    const store = storage ?? window.sessionStorage;
    const last = Number(store.getItem(CHUNK_RELOAD_KEY));
    if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_MIN_INTERVAL_MS) {
      return false;
    }
    store.setItem(CHUNK_RELOAD_KEY, String(now));
    return true;
  } catch {
    // Without storage the limit cannot be kept; a reload loop is worse than an error message.
    return false;
  }
}

/** Reloads the page if the allowance permits. Returns whether a reload was started. */
export function reloadForChunkError(deps: ChunkReloadDeps & { reload?: () => void } = {}): boolean {
  if (!claimChunkReload(deps)) return false;
  (deps.reload ?? (() => window.location.reload()))();
  return true;
}

const decisions = new WeakMap<object, boolean>();

/**
 * Whether an error element should reload for this error. Remembered per error object, since
 * React may render an error element more than once and only the first may take the allowance.
 */
export function shouldReloadForError(error: unknown, deps: ChunkReloadDeps = {}): boolean {
  if (!isChunkLoadError(error)) return false;
  const key = error as Error;
  let decision = decisions.get(key);
  if (decision === undefined) {
    decision = claimChunkReload(deps);
    decisions.set(key, decision);
  }
  return decision;
}

let suppressed = 0;

/**
 * Runs background chunk loads (prefetch) without the reload: a prefetch that fails must not
 * reload the page under someone who is reading it. The page is loaded on demand instead.
 */
export async function withoutChunkReload<T>(task: () => Promise<T>): Promise<T> {
  suppressed += 1;
  try {
    return await task();
  } finally {
    suppressed -= 1;
  }
}

export interface PreloadErrorReloadOptions {
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /**
   * The address a navigation is loading, if any. A failed chunk stops the navigation before
   * the address changes, so reloading the current address would drop the click; loading the
   * target address completes it with the new deploy.
   */
  pendingUrl?: () => string | null;
  /** Starts the document load; replaceable for tests. */
  load?: (url: string | null) => void;
}

function loadDocument(url: string | null): void {
  if (url) window.location.assign(url);
  else window.location.reload();
}

/** Vite fires this when a lazy chunk or its CSS fails to load. */
export function installPreloadErrorReload({
  target = window,
  pendingUrl,
  load = loadDocument,
}: PreloadErrorReloadOptions = {}): () => void {
  const onPreloadError = (event: Event) => {
    if (suppressed > 0) return;
    // preventDefault stops Vite from rethrowing (the import then resolves to undefined, see
    // build-routes.ts); without a reload the route's error element receives the failed
    // import and shows a message instead.
    const reload = () => load(pendingUrl?.() ?? null);
    if (reloadForChunkError({ reload })) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}

/** A page module: one default-exported component per file, loaded as its own chunk. */
export type PageImport = () => Promise<{ default: ComponentType }>;

/** A router `lazy` that loads a page's chunk (the desktop's and the mobile site's routes). */
export function lazyPage(load: PageImport): RouteObject['lazy'] {
  return async () => {
    const module: Awaited<ReturnType<PageImport>> | undefined = await load();
    // Vite resolves a failed import with undefined once its vite:preloadError is prevented,
    // which this module does only when it is reloading the page: keep the navigation
    // pending (progress bar running) until the new document replaces this one.
    if (!module) return new Promise<never>(() => undefined);
    return { Component: module.default };
  };
}
