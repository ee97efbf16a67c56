/**
 * When an answer fetched at `fetchedAt` was current, on this browser's clock. An answer the
 * server fetched while drawing the page carries the server's time, which is earlier than the
 * app's start by however long the page was read before the app woke; a clock that is not the
 * browser's may be off by minutes, so the time is kept between this page's arrival and now.
 */
export function localTimeOf(fetchedAt: number): number {
  const now = Date.now();
  const arrived = typeof performance === 'undefined' ? now : performance.timeOrigin;
  return Math.min(now, Math.max(arrived, fetchedAt));
}
