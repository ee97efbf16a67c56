import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { outsideContract } from '../../../../lib/contract-route.ts';
import { STREAM_NAME } from '../admission.ts';
import { STREAM_APP } from '../embedded-server.ts';
import { hookAllowed, hookOk, hookRefused, readHook } from '../hooks.ts';
import { MEDIA_MSG } from '../messages.ts';
import type { LiveMediaRuntime } from '../runtime.ts';

/**
 * POST /live-media/hooks/publish?token={LIVE_HOOK_SECRET} — an external media server (SRS's
 * on_publish, nginx-rtmp's on_publish) asks whether a publisher may go on: only with the
 * session's key while it is scheduled or live. Allowed: 200 `{"code":0}`; refused: 403. The
 * instance that allows it records the stream from LIVE_FLV_UPSTREAM.
 */
export const publishHookRoute: FastifyPluginAsyncTypebox<{ runtime: LiveMediaRuntime }> = async (
  app,
  { runtime },
) => {
  app.post(
    '/live-media/hooks/publish',
    {
      schema: outsideContract("an external media server's publish hook", {
        tags: ['直播课·媒体'],
        summary: '外部流媒体服务器推流鉴权回调（SRS / nginx-rtmp）',
        querystring: Type.Object({ token: Type.String({ maxLength: 200, default: '' }) }),
      }),
    },
    async (request, reply) => {
      if (!hookAllowed(runtime, request.query.token)) return hookRefused(reply, MEDIA_MSG.hooksOff);
      const call = readHook(request.body);
      if (call.app !== STREAM_APP || !STREAM_NAME.test(call.stream) || !call.key) {
        return hookRefused(reply);
      }
      return (await runtime.hookPublish(call.stream, call.key))
        ? hookOk(reply)
        : hookRefused(reply);
    },
  );
};
