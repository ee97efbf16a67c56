import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchPayment } from './watch-payment';

type State = 'unpaid' | 'paid' | 'closed';
const settled = (state: State) => state !== 'unpaid';

describe('watchPayment (shop orders)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const never = () => new Promise<null>(() => undefined);

  it('polls every interval until paid, then stops', async () => {
    const states: State[] = ['unpaid', 'unpaid', 'paid'];
    const poll = vi.fn(async () => states.shift() ?? 'paid');
    const onSettled = vi.fn();
    watchPayment(7, onSettled, { poll, push: never, settled, intervalMs: 1500, maxPolls: 500 });
    await vi.advanceTimersByTimeAsync(1499);
    expect(poll).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(onSettled).toHaveBeenCalledWith('paid');
    await vi.advanceTimersByTimeAsync(15_000);
    expect(poll).toHaveBeenCalledTimes(3);
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it('settles at once on the pushed event and stops polling', async () => {
    let pushed: (state: State) => void = () => undefined;
    const push = vi.fn(() => new Promise<State>((resolve) => (pushed = resolve)));
    const poll = vi.fn(async (): Promise<State> => 'unpaid');
    const onSettled = vi.fn();
    watchPayment(7, onSettled, { poll, push, settled, intervalMs: 1500 });
    pushed('paid');
    await vi.advanceTimersByTimeAsync(0);
    expect(onSettled).toHaveBeenCalledWith('paid');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(poll).not.toHaveBeenCalled();
  });

  it('reports an order closed meanwhile, and gives up after the maximum number of polls', async () => {
    const onClosed = vi.fn();
    watchPayment(7, onClosed, {
      poll: async (): Promise<State> => 'closed',
      push: never,
      settled,
      intervalMs: 10,
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(onClosed).toHaveBeenCalledWith('closed');

    const poll = vi.fn(async (): Promise<State> => 'unpaid');
    watchPayment(8, vi.fn(), { poll, push: never, settled, intervalMs: 10, maxPolls: 5 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(poll).toHaveBeenCalledTimes(5);
  });

  it('stops everything when the dialog goes away', async () => {
    const poll = vi.fn(async (): Promise<State> => 'paid');
    let signal: AbortSignal | undefined;
    const push = vi.fn((_id: number, s: AbortSignal) => {
      signal = s;
      return never();
    });
    const onSettled = vi.fn();
    const stop = watchPayment(7, onSettled, { poll, push, settled, intervalMs: 1500 });
    stop();
    expect(signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(poll).not.toHaveBeenCalled();
    expect(onSettled).not.toHaveBeenCalled();
  });
});
