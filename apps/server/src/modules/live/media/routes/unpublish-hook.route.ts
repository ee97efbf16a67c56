import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { outsideContract } from '../../../../lib/contract-route.ts';
import { STREAM_NAME } from '../admission.ts';
import { hookAllowed, hookOk, hookRefused, readHook } from '../hooks.ts';
import { MEDIA_MSG } from '../messages.ts';
import type { LiveMediaRuntime } from '../runtime.ts';

/**
 * POST /live-media/hooks/unpublish?token={LIVE_HOOK_SECRET} — an external media server says a
 * publisher left: the session has no publisher from now (its idle time starts) and this
 * instance's recording of that publish ends. Always 200 `{"code":0}` once the secret matches.
 */
export const unpublishHookRoute: FastifyPluginAsyncTypebox<{ runtime: LiveMediaRuntime }> = async (
  app,
  { runtime },
) => {
  app.post(
    '/live-media/hooks/unpublish',
    {
      schema: outsideContract("an external media server's unpublish hook", {
        tags: ['直播课·媒体'],
        summary: '外部流媒体服务器断流回调（SRS / nginx-rtmp）',
        querystring: Type.Object({ token: Type.String({ maxLength: 200, default: '' }) }),
      }),
    },
    async (request, reply) => {
      if (!hookAllowed(runtime, request.query.token)) return hookRefused(reply, MEDIA_MSG.hooksOff);
      const call = readHook(request.body);
      if (STREAM_NAME.test(call.stream)) await runtime.hookUnpublish(call.stream);
      return hookOk(reply);
    },
  );
};
