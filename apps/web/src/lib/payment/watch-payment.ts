import { PAYMENT_POLL_INTERVAL_MS, PAYMENT_POLL_MAX } from '@shangan/shared';
import type { PayState } from '@shangan/shared/contracts/payment';
import type { SettledPayState } from './event-stream';

export interface WatchDeps {
  /** The order's pay state as the server reports it now (polled). */
  poll: (orderId: number, signal: AbortSignal) => Promise<PayState>;
  /** The state the server pushes once the order settles; null when the push gave up. */
  push: (orderId: number, signal: AbortSignal) => Promise<SettledPayState | null>;
  intervalMs?: number;
  maxPolls?: number;
}

/**
 * Waits for an order to settle, VIP and shop orders alike: the server's pushed event and a poll
 * every 1.5 s, at most 500 polls, whichever answers first. `onSettled` runs at most once; the
 * returned function stops both (the payment step calls it when it goes away).
 */
export function watchPayment(
  orderId: number,
  onSettled: (state: SettledPayState) => void,
  deps: WatchDeps,
): () => void {
  const { poll, push } = deps;
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
  const settle = (state: PayState | null) => {
    if (stopped || state === null || state === 0) return;
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
