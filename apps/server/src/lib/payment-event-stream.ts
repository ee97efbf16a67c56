import type http from 'node:http';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import type { PayState, PaymentEvent, PaymentEventName } from '@shangan/shared/contracts/payment';
import { outsideContract } from './contract-route.ts';
import type { PaymentEvents } from './paid-events.ts';

const HEARTBEAT_MS = 15_000;

/**
 * The streams a module holds open, each by its finishing function, so the module can end them
 * before the server closes (an open stream would keep it from closing).
 */
export type OpenStreams = Set<() => void>;

export interface PaymentEventStream {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The caller's own order (the route has checked it is theirs). */
  order: { id: number; expiresAt: string };
  /** Per-user stream slots (app.eventStreams): taking one may refuse with a 429. */
  slots: { take(userId: number): () => void };
  /** The paid-events channel of the order's book. */
  events: PaymentEvents;
  /** The order's pay state as the book reads it now; undefined when the order is gone. */
  readState: (orderId: number) => Promise<PayState | undefined>;
  streams: OpenStreams;
  /** Names the book in the log line of a failed check. */
  logLabel: string;
}

/**
 * Answers a payment dialog's event stream (text/event-stream, outside the envelope), VIP and shop
 * orders alike: `event: paid` the moment the order is settled (on whichever instance took the
 * gateway's notification), or `event: state` when it can no longer be paid; then the stream
 * ends. Each event's data is a PaymentEvent. The dialog reads it with fetch (so the bearer token
 * travels in the header) and polls besides, which keeps working through proxies that buffer
 * streams.
 */
export async function streamPaymentEvents(stream: PaymentEventStream): Promise<void> {
  const { request, reply, order, events, readState, streams } = stream;
  // Taken before the answer starts, so a refusal is still an ordinary 429 envelope.
  const releaseSlot = stream.slots.take(request.user!.id);
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    // The security headers the onRequest hook gave the reply.
    ...(reply.getHeaders() as http.OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx would otherwise hold the events back in its buffer.
    'x-accel-buffering': 'no',
  });
  res.write(': connected\n\n');

  let done = false;
  const finish = (event?: PaymentEventName, state?: PayState) => {
    if (done) return;
    done = true;
    releaseSlot();
    unsubscribe();
    clearInterval(heartbeat);
    clearTimeout(expiry);
    streams.delete(finish);
    if (event && state !== undefined && !res.writableEnded) {
      const data: PaymentEvent = { id: order.id, state };
      res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    }
    res.end();
  };
  const check = async () => {
    const state = (await readState(order.id)) ?? 2;
    if (state === 1) finish('paid', state);
    else if (state !== 0) finish('state', state);
  };

  // The reply is hijacked, so a failed read (the database away) must not escape: the stream
  // just ends without an event, which the dialog takes as the push giving up, and its poll
  // carries on alone (the protocol has no error event).
  const checkOrEnd = async () => {
    try {
      await check();
    } catch (err) {
      request.log.error({ err }, `${stream.logLabel} payment event check failed`);
      finish();
    }
  };

  // Subscribe before reading the state, so a payment between the two is not missed.
  const unsubscribe = events.subscribe(order.id, () => void checkOrEnd());
  const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
  const untilExpiry = Math.max(0, new Date(order.expiresAt).getTime() - Date.now()) + 1_000;
  const expiry = setTimeout(() => {
    check().then(
      () => finish('state', 2),
      () => finish(),
    );
  }, untilExpiry);
  streams.add(finish);
  request.raw.on('close', () => finish());
  await checkOrEnd();
}

export interface PaymentEventsRoute {
  /** `/pc/…/events/:id` below the main API. */
  url: string;
  /** The /docs group and line. */
  tag: string;
  summary: string;
  /** The `{ id }` path parameter's schema, with its Chinese message. */
  params: TSchema;
  /** The caller's order, or the book's 404 when it is not theirs. */
  ownOrder: (userId: number, orderId: number) => Promise<{ id: number; expiresAt: string }>;
  events: PaymentEvents;
  readState: PaymentEventStream['readState'];
  streams: OpenStreams;
  logLabel: string;
}

/**
 * The payment event route of an order book (VIP's, the shop's): a signed-in person's own order,
 * answered by streamPaymentEvents. The book says where it lives and how it reads its orders.
 */
export function paymentEventsRoute(route: PaymentEventsRoute): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { id: number } }>(
      route.url,
      {
        schema: outsideContract('a server-sent event stream', {
          tags: [route.tag],
          summary: route.summary,
          params: route.params,
        }),
        preHandler: app.requireUser,
      },
      async (request, reply) => {
        const order = await route.ownOrder(request.user!.id, request.params.id);
        await streamPaymentEvents({
          request,
          reply,
          order,
          slots: app.eventStreams,
          events: route.events,
          readState: route.readState,
          streams: route.streams,
          logLabel: route.logLabel,
        });
      },
    );
  };
}
