import { useEffect, useRef } from 'react';
import type { SettledPayState } from './event-stream';
import { watchPayment, type WatchDeps } from './watch-payment';

/**
 * Watches an order while its payment step is on screen (orderId not null) and stops when it
 * goes; `onSettled` runs once when the order is paid or can no longer be. `deps` name the
 * order book's poll and event stream and are read when the watch starts.
 */
export function usePaymentWatch(
  orderId: number | null,
  deps: Pick<WatchDeps, 'poll' | 'push'>,
  onSettled: (state: SettledPayState) => void,
): void {
  const callback = useRef(onSettled);
  const source = useRef(deps);
  useEffect(() => {
    callback.current = onSettled;
    source.current = deps;
  });
  useEffect(() => {
    if (orderId === null) return undefined;
    return watchPayment(orderId, (state) => callback.current(state), source.current);
  }, [orderId]);
}
