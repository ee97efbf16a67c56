import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { RESPONSE_TTL_MS } from './response-cache.ts';

const GATED = '/api/v1/__test/gated';
const LARGE = '/api/v1/__test/large';

/** The brotli form the cache holds (deterministic for the same bytes and settings). */
function heldBrotli(body: Buffer): Buffer {
  return zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

describe('an expired cached answer', () => {
  let t: TestApp;
  let calls = 0;
  let gate: Promise<void> = Promise.resolve();
  // The cache reads the clock through Date.now: moved forward here instead of waiting.
  let offset = 0;
  const realNow = Date.now.bind(Date);

  beforeAll(async () => {
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + offset);
    t = await createTestApp('sqlite', {
      beforeReady: (app) => {
        app.get(GATED, { config: { publicCache: true } }, async () => {
          const call = ++calls;
          await gate;
          return { code: 200, msg: 'success', data: { call } };
        });
        let large = 0;
        app.get(LARGE, { config: { publicCache: true } }, async () => {
          large++;
          const lines = Array.from({ length: 200 }, (_, i) => `第${large}版 第${i}行 ${i * large}`);
          return { code: 200, msg: 'success', data: { call: large, lines } };
        });
      },
    });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t?.close();
  });

  const call = async () =>
    ((await t.app.inject({ method: 'GET', url: GATED })).json() as { data: { call: number } }).data
      .call;

  it('is asked for again by one request while the others keep getting it', async () => {
    const first = await call();
    expect(await call()).toBe(first);

    offset += RESPONSE_TTL_MS + 1;
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const refreshing = call();
    await vi.waitFor(() => expect(calls).toBe(first + 1));
    // The handler is rebuilding it: meanwhile the expired answer goes out.
    expect(await call()).toBe(first);
    expect(await call()).toBe(first);
    open();
    expect(await refreshing).toBe(first + 1);
    expect(await call()).toBe(first + 1);
    expect(calls).toBe(first + 1);
  });

  it('is never served past the grace, even while its refresh hangs', async () => {
    const before = await call();
    offset += RESPONSE_TTL_MS + 1;
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const hanging = call();
    await vi.waitFor(() => expect(calls).toBe(before + 1));
    offset += 60_000;
    const next = call();
    await vi.waitFor(() => expect(calls).toBe(before + 2));
    open();
    expect(await hanging).toBe(before + 1);
    expect(await next).toBe(before + 2);
  });

  it('goes on in its held compressed form until its replacement has one', async () => {
    const version = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: LARGE,
        headers: { 'accept-encoding': 'br' },
      });
      expect(res.headers['content-encoding']).toBe('br');
      const body = zlib.brotliDecompressSync(res.rawPayload);
      return {
        call: (JSON.parse(body.toString()) as { data: { call: number } }).data.call,
        body,
        res,
      };
    };
    const first = await version();
    // Asked for again: its brotli form is made in the thread pool and then held.
    await vi.waitFor(async () => {
      const { body, res } = await version();
      expect(res.rawPayload.equals(heldBrotli(body))).toBe(true);
    });

    offset += RESPONSE_TTL_MS + 1;
    const refreshed = await version();
    expect(refreshed.call).toBe(first.call + 1);
    await vi.waitFor(async () => {
      const { call, body, res } = await version();
      expect(call).toBe(first.call + 1);
      expect(res.rawPayload.equals(heldBrotli(body))).toBe(true);
    });
  });
});
