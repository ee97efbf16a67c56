import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { PayState } from '@shangan/shared/contracts/payment';
import { NO_PAYMENT_EVENTS } from './paid-events.ts';
import { streamPaymentEvents, type OpenStreams } from './payment-event-stream.ts';

/**
 * The stream on a bare Fastify instance, without database or session: the order book's reading
 * of the pay state is the part under test, so each case hands in its own.
 */
async function streamWith(readState: (orderId: number) => Promise<PayState | undefined>) {
  const logLines: Record<string, unknown>[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'error', stream: logStream } });
  const streams: OpenStreams = new Set();
  let slotsHeld = 0;
  app.decorateRequest('user', null);
  app.get('/events', async (request, reply) => {
    request.user = { id: 1, sessionId: 1 };
    await streamPaymentEvents({
      request,
      reply,
      order: { id: 7, expiresAt: new Date(Date.now() + 60_000).toISOString() },
      slots: {
        take: () => {
          slotsHeld += 1;
          return () => {
            slotsHeld -= 1;
          };
        },
      },
      events: NO_PAYMENT_EVENTS,
      readState,
      streams,
      logLabel: 'test',
    });
  });
  try {
    // inject resolves once the stream has ended.
    const res = await app.inject({ method: 'GET', url: '/events' });
    return { res, logLines, slotsHeld, openStreams: streams.size };
  } finally {
    await app.close();
  }
}

describe('payment event stream', () => {
  it('answers an order already paid at once and ends', async () => {
    const { res, slotsHeld, openStreams } = await streamWith(async () => 1);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.body).toContain('event: paid\ndata: {"id":7,"state":1}');
    expect(slotsHeld).toBe(0);
    expect(openStreams).toBe(0);
  });

  it('ends the stream without an event and logs when the state cannot be read', async () => {
    const { res, logLines, slotsHeld, openStreams } = await streamWith(async () => {
      throw new Error('connection refused');
    });
    // The dialog reads an end without an event as the push giving up, and keeps polling.
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(': connected\n\n');
    expect(slotsHeld).toBe(0);
    expect(openStreams).toBe(0);
    expect(logLines).toContainEqual(
      expect.objectContaining({
        msg: 'test payment event check failed',
        err: expect.objectContaining({ message: 'connection refused' }),
      }),
    );
  });
});
