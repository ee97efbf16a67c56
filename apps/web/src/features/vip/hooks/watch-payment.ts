import { PAYMENT_POLL_INTERVAL_MS, PAYMENT_POLL_MAX } from '@shangan/shared';
import { fetchVipOrderState } from '../api/get-vip-order-state';
import { waitForOrderEvent } from '../api/order-events';
import type { VipOrderState } from '../types';

export type SettledState = Exclude<VipOrderState, 0>;

export interface WatchDeps {
  poll: (orderId: number, signal: AbortSignal) => Promise<VipOrderState>;
  push: (orderId: number, signal: AbortSignal) => Promise<VipOrderState | null>;
  intervalMs: number;
  maxPolls: number;
}

const defaults: WatchDeps = {
  poll: fetchVipOrderState,
  push: waitForOrderEvent,
  intervalMs: PAYMENT_POLL_INTERVAL_MS,
  maxPolls: PAYMENT_POLL_MAX,
};

/**
 * Waits for an order to settle: the server's pushed event and a poll every
 * 1.5 s, at most 500 polls, whichever answers first. `onSettled` runs at most once; the
 * returned function stops both (the dialog calls it when it goes away).
 */
export function watchPayment(
  orderId: number,
  onSettled: (state: SettledState) => void,
  deps: Partial<WatchDeps> = {},
): () => void {
  const { poll, push, intervalMs, maxPolls } = { ...defaults, ...deps };
  const controller = new AbortController();
  let stopped = false;
  let polls = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    controller.abort();
  };
  const settle = (state: VipOrderState | null) => {
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
