import { PAYMENT_POLL_INTERVAL_MS, PAYMENT_POLL_MAX } from '@shangan/shared';

export interface WatchDeps<S> {
  /** The order's state as the server reports it now (polled). */
  poll: (orderId: number, signal: AbortSignal) => Promise<S>;
  /** The state the server pushes once the order settles; null when the push gave up. */
  push: (orderId: number, signal: AbortSignal) => Promise<S | null>;
  /** Whether a state ends the wait (paid, closed …) rather than still waiting for the payer. */
  settled: (state: S) => boolean;
  intervalMs?: number;
  maxPolls?: number;
}

/**
 * Waits for an order to settle: the server's pushed event and a poll every 1.5 s, at most 500
 * polls, whichever answers first. `onSettled` runs at most once; the returned function stops
 * both (the payment dialog calls it when it goes away).
 */
export function watchPayment<S>(
  orderId: number,
  onSettled: (state: S) => void,
  deps: WatchDeps<S>,
): () => void {
  const { poll, push, settled } = deps;
  const intervalMs = deps.intervalMs ?? PAYMENT_POLL_INTERVAL_MS;
  const maxPolls = deps.maxPolls ?? PAYMENT_POLL_MAX;
  const controller = new AbortController();
  let stopped = false;
  let polls = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    controller.abort();
  };
  const settle = (state: S | null) => {
    if (stopped || state === null || !settled(state)) return;
    stop();
    onSettled(state);
  };

  push(orderId, controller.signal).then(settle, () => undefined);

  const tick = async () => {
    if (stopped) return;
    polls += 1;
    try {
      settle(await poll(orderId, controller.signal));
    } catch {
      // A failed poll is retried on the next tick.
    }
    if (!stopped && polls < maxPolls) timer = setTimeout(tick, intervalMs);
  };
  timer = setTimeout(tick, intervalMs);
  return stop;
}
