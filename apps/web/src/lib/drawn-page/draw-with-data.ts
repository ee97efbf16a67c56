import type { QueryClient } from '@tanstack/react-query';

/**
 * Drawings of one page at most: the first finds the page's queries, the next draws with their
 * answers and may find more (a list's items asking for their own data).
 */
const MAX_PASSES = 3;

/** Queries the drawing asked for and nobody has fetched yet (disabled ones stay off). */
function queriesToFetch(client: QueryClient) {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => {
      const { enabled } = query.options as { enabled?: unknown };
      const off = typeof enabled === 'function' ? enabled(query) === false : enabled === false;
      return !off && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
    });
}

/**
 * Draws a page on the server with the data it needs, found by drawing it: every query its
 * components ask for is fetched, and the page drawn again with the answers. Null when a call
 * failed: the browser shows that, with its retry, so the plain page is sent instead.
 */
export async function drawWithData<T>(client: QueryClient, draw: () => T): Promise<T | null> {
  for (let pass = 1; ; pass += 1) {
    const drawing = draw();
    const waiting = queriesToFetch(client);
    if (waiting.length === 0 || pass === MAX_PASSES) {
      const failed = client
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'error');
      return failed ? null : drawing;
    }
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  }
}
