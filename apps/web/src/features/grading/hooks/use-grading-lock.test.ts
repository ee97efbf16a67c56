import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../../../lib/session-storage';
import { envelopeResponse, resetBrowserState } from '../../../test/browser-state';
import { LOCK_RENEW_MS, useGradingLock } from './use-grading-lock';

/** The learning API's grading calls, answered at once; `claim` decides the claim's reply. */
function fakeGrading(claim: () => Response) {
  const calls: Array<{ call: string; body: unknown; keepalive: boolean }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const call = path.replace('/gxw-web-student/', '');
      calls.push({ call, body: JSON.parse(String(init?.body)), keepalive: !!init?.keepalive });
      return call === 'grading/claim' ? claim() : envelopeResponse(200, 200, '', {});
    }),
  );
  return { calls, count: (call: string) => calls.filter((item) => item.call === call).length };
}

const claimed = (at: string) => () =>
  envelopeResponse(200, 200, '', { answerId: 3, lockExpiresAt: at });

beforeEach(() => {
  vi.useFakeTimers();
  resetBrowserState();
  saveLogin({ token: 'tok', keep: false });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the grading lock', () => {
  it('renews every 5 minutes while open and gives the answer back on leaving', async () => {
    const api = fakeGrading(claimed('2026-01-01T00:30:00.000Z'));
    const lost = vi.fn();
    const { result, unmount } = renderHook(() =>
      useGradingLock(3, '2026-01-01T00:15:00.000Z', lost),
    );
    expect(api.count('grading/claim')).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(LOCK_RENEW_MS - 1));
    expect(api.count('grading/claim')).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.calls).toEqual([{ call: 'grading/claim', body: { answerId: 3 }, keepalive: false }]);
    expect(result.current.expiresAt).toBe('2026-01-01T00:30:00.000Z');

    window.dispatchEvent(new Event('pagehide'));
    expect(api.calls.at(-1)).toEqual({
      call: 'grading/release',
      body: { answerId: 3 },
      keepalive: true,
    });
    unmount();
    expect(api.calls.at(-1)).toMatchObject({ call: 'grading/release', keepalive: false });
    await act(() => vi.advanceTimersByTimeAsync(LOCK_RENEW_MS * 2));
    expect(api.count('grading/claim')).toBe(1);
    expect(lost).not.toHaveBeenCalled();
  });

  it('tells the page when another grader has taken the answer', async () => {
    fakeGrading(() => envelopeResponse(200, 409, '该作答正在由其他老师批改'));
    const lost = vi.fn();
    const { result } = renderHook(() => useGradingLock(3, '2026-01-01T00:15:00.000Z', lost));
    let renewed = true;
    await act(async () => {
      renewed = await result.current.renew();
    });
    expect(renewed).toBe(false);
    expect(lost).toHaveBeenCalledWith(
      expect.objectContaining({ message: '该作答正在由其他老师批改' }),
    );
    expect(result.current.expiresAt).toBe('2026-01-01T00:15:00.000Z');
  });
});
