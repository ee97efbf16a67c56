import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, saveLogin } from '../session-storage';
import { waitForPaymentEvent } from './event-stream';

/** A server that answers the stream with these chunks, in order, then ends it. */
function streaming(chunks: string[], status = 200) {
  const encoder = new TextEncoder();
  const fetchMock = vi.fn(
    async () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
            controller.close();
          },
        }),
        { status, headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } },
      ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('waitForPaymentEvent', () => {
  beforeEach(() => {
    saveLogin({ token: 'tok-1', keep: false });
  });
  afterEach(() => {
    clearTokens();
    vi.unstubAllGlobals();
  });

  it('reads the stream with the bearer token and resolves with the paid state', async () => {
    const fetchMock = streaming([
      ': connected\n\n',
      ': ping\n\n',
      'event: paid\ndata: {"id":7,',
      '"state":1}\n\n',
    ]);
    const state = await waitForPaymentEvent('/pc/orders/events/7', new AbortController().signal);
    expect(state).toBe(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/pc/orders/events/7');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok-1' });
  });

  it('resolves with a state the order can no longer be paid in', async () => {
    streaming([': connected\n\nevent: state\ndata: {"id":7,"state":3}\n\n']);
    expect(await waitForPaymentEvent('/pc/vipOrders/events/7', new AbortController().signal)).toBe(
      3,
    );
  });

  it('gives up (null) on a stream that ends without a settled state, a refusal or no session', async () => {
    streaming([
      ': connected\n\n',
      'event: state\ndata: {"id":7,"state":0}\n\n',
      'data: nonsense\n\n',
    ]);
    expect(await waitForPaymentEvent('/pc/orders/events/7', new AbortController().signal)).toBe(
      null,
    );
    streaming([], 429);
    expect(await waitForPaymentEvent('/pc/orders/events/7', new AbortController().signal)).toBe(
      null,
    );
    clearTokens();
    const fetchMock = streaming([]);
    expect(await waitForPaymentEvent('/pc/orders/events/7', new AbortController().signal)).toBe(
      null,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
