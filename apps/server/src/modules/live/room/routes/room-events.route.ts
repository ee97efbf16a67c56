import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { LIVE_EVENTS_PATH } from '@shangan/shared/contracts/live';
import { Id } from '@shangan/shared/contracts/question-bank';
import { outsideContract } from '../../../../lib/contract-route.ts';
import type { LiveContext } from '../../context.ts';
import { streamRoomEvents, type OpenStreams } from '../events.ts';

/**
 * GET /api/v1/pc/live/sessions/:id/events — the room's events as server-sent events (chat
 * messages, removals, pins, the announcement, the session's state, the online count, mutes).
 * Open streams end before the server closes: they would keep it from closing.
 */
export const roomEventsRoute: FastifyPluginAsyncTypebox<{ ctx: LiveContext }> = async (
  app,
  { ctx },
) => {
  const streams: OpenStreams = new Set();
  app.addHook('preClose', async () => {
    for (const finish of [...streams]) finish();
  });
  app.get(
    LIVE_EVENTS_PATH,
    {
      schema: outsideContract('a server-sent event stream', {
        tags: ['直播课·学员'],
        summary: '直播间实时事件（SSE）',
        description:
          'text/event-stream：event message / removed / pinned / announcement / state / online / muted，data 为 JSON；每 15 秒一行注释保活；带 Last-Event-ID 重连时先补发错过的消息',
        params: Type.Object({ id: Id('直播编号不正确') }),
      }),
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      await streamRoomEvents({
        ctx,
        request,
        reply,
        sessionId: request.params.id,
        slots: app.eventStreams,
        streams,
      });
    },
  );
};
