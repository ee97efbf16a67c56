import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PayState } from '@shangan/shared/contracts/payment';
import { watchPayment } from './watch-payment';

describe('watchPayment', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const never = () => new Promise<null>(() => undefined);

  it('polls every interval until paid, then stops', async () => {
    const states: PayState[] = [0, 0, 1];
    const poll = vi.fn(async () => states.shift() ?? 1);
    const onSettled = vi.fn();
    watchPayment(7, onSettled, { poll, push: never, intervalMs: 1500, maxPolls: 500 });
    await vi.advanceTimersByTimeAsync(1499);
    expect(poll).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(onSettled).toHaveBeenCalledWith(1);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(poll).toHaveBeenCalledTimes(3);
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it('polls every 1.5 s by default', async () => {
    const poll = vi.fn(async (): Promise<PayState> => 0);
    watchPayment(7, vi.fn(), { poll, push: never });
    await vi.advanceTimersByTimeAsync(4_500);
    expect(poll).toHaveBeenCalledTimes(3);
  });

  it('gives up after the maximum number of polls', async () => {
    const poll = vi.fn(async () => 0 as const);
    watchPayment(7, vi.fn(), { poll, push: never, intervalMs: 10, maxPolls: 5 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(poll).toHaveBeenCalledTimes(5);
  });

  it('settles at once on the pushed event and stops polling', async () => {
    let pushed: (state: 1 | 2 | 3) => void = () => undefined;
    const push = vi.fn(() => new Promise<1 | 2 | 3>((resolve) => (pushed = resolve)));
    const poll = vi.fn(async () => 0 as const);
    const onSettled = vi.fn();
    watchPayment(7, onSettled, { poll, push, intervalMs: 1500, maxPolls: 500 });
    pushed(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(onSettled).toHaveBeenCalledWith(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(poll).not.toHaveBeenCalled();
  });

  it('stops everything when the dialog goes away', async () => {
    const poll = vi.fn(async () => 1 as const);
    let signal: AbortSignal | undefined;
    const push = vi.fn((_id: number, s: AbortSignal) => {
      signal = s;
      return never();
    });
    const onSettled = vi.fn();
    const stop = watchPayment(7, onSettled, { poll, push, intervalMs: 1500, maxPolls: 500 });
    stop();
    expect(signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(poll).not.toHaveBeenCalled();
    expect(onSettled).not.toHaveBeenCalled();
  });

  it('reports an order that can no longer be paid, closed or refunded', async () => {
    const onClosed = vi.fn();
    watchPayment(7, onClosed, { poll: async () => 2, push: never, intervalMs: 10, maxPolls: 5 });
    await vi.advanceTimersByTimeAsync(10);
    expect(onClosed).toHaveBeenCalledWith(2);

    const onRefunded = vi.fn();
    watchPayment(8, onRefunded, { poll: async () => 3, push: never, intervalMs: 10 });
    await vi.advanceTimersByTimeAsync(10);
    expect(onRefunded).toHaveBeenCalledWith(3);
  });
});
