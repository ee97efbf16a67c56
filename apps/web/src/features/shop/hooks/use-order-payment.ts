import { useEffect, useRef } from 'react';
import { fetchOrderPayState } from '../api/query-order';
import { waitForOrderEvent } from '../api/order-events';
import type { PayState } from '../types';
import { watchPayment } from './watch-payment';

/** 1 paid, 2 closed or expired, 3 paid but refunded: every state but 0 ends the wait. */
export type SettledPayState = Exclude<PayState, 0>;

const poll = async (orderId: number, signal: AbortSignal): Promise<PayState> =>
  (await fetchOrderPayState(orderId, signal)).payState;

/**
 * Watches a shop order while its payment dialog is open (orderId not null): the pushed event
 * and a poll of /pc/orders/query; `onSettled` runs once when it is paid or can no longer be.
 */
export function useOrderPayment(
  orderId: number | null,
  onSettled: (state: SettledPayState) => void,
): void {
  const callback = useRef(onSettled);
  useEffect(() => {
    callback.current = onSettled;
  });
  useEffect(() => {
    if (orderId === null) return undefined;
    return watchPayment<PayState>(
      orderId,
      (state) => {
        if (state !== 0) callback.current(state);
      },
      { poll, push: waitForOrderEvent, settled: (state) => state !== 0 },
    );
  }, [orderId]);
}
