import fp from 'fastify-plugin';
import { ApiCode } from '@shangan/shared';
import { ApiError } from '../../lib/api-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    eventStreams: EventStreamSlots;
  }
}

/**
 * Long-lived event streams (payment dialogs, AI explanations) hold a socket and timers each:
 * one person opening hundreds would tie up the instance. Each user may hold a few at once on
 * an instance; the next is refused until one ends.
 */
export const EVENT_STREAMS_PER_USER = 5;
export const TOO_MANY_STREAMS = '打开的实时页面过多，请关闭其他页面后重试';

export interface EventStreamSlots {
  /** Takes a slot or throws a 429 with a Chinese message; call the release once the stream ends. */
  take(userId: number): () => void;
  openFor(userId: number): number;
}

export function createEventStreamSlots(perUser: number): EventStreamSlots {
  const open = new Map<number, number>();
  return {
    take(userId) {
      const count = open.get(userId) ?? 0;
      if (count >= perUser) throw new ApiError(ApiCode.TOO_MANY_REQUESTS, TOO_MANY_STREAMS);
      open.set(userId, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (open.get(userId) ?? 1) - 1;
        if (left > 0) open.set(userId, left);
        else open.delete(userId);
      };
    },
    openFor: (userId) => open.get(userId) ?? 0,
  };
}

export default fp(
  async (app) => {
    app.decorate('eventStreams', createEventStreamSlots(EVENT_STREAMS_PER_USER));
  },
  { name: 'event-streams' },
);
