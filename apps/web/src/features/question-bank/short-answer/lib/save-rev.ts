let last = 0;

/**
 * The `rev` of the next save: rising within the page (never equal, even in one millisecond)
 * and clock-based across reloads, so the server can keep the newest of saves that arrive out
 * of order (the page's queue against a keepalive save on page hide).
 */
export function nextSaveRev(now = Date.now()): number {
  last = Math.max(now, last + 1);
  return last;
}
