import { useEffect, useRef } from 'react';
import { watchPayment, type SettledState } from './watch-payment';

/** Watches the order while the payment step is on screen; stops when it unmounts. */
export function usePaymentCompletion(
  orderId: number | null,
  onSettled: (state: SettledState) => void,
): void {
  const callback = useRef(onSettled);
  useEffect(() => {
    callback.current = onSettled;
  });
  useEffect(() => {
    if (orderId === null) return undefined;
    return watchPayment(orderId, (state) => callback.current(state));
  }, [orderId]);
}
