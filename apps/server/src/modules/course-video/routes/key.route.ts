import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TAG } from '@shangan/shared/contracts/course-video/playback';
import { outsideContract } from '../../../lib/contract-route.ts';
import type { CourseVideoContext } from '../context.ts';
import { keyFor } from '../playback.service.ts';
import { cookieToken, viewerOf } from '../viewer.ts';

/**
 * GET /api/v1/pc/courseVideo/key?t={key token} — the 16-byte AES key, once, to the account and
 * session the stream belongs to; anything else gets 16 random bytes with the same HTTP 200.
 */
export const keyRoute: FastifyPluginAsyncTypebox<{ ctx: CourseVideoContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/pc/courseVideo/key',
    {
      schema: outsideContract('16 bytes of key', {
        tags: [TAG],
        summary: '视频密钥（一次性令牌，仅限开启本次播放的账号与会话；否则返回无效密钥）',
        querystring: Type.Object({ t: Type.String({ maxLength: 100, default: '' }) }),
      }),
      preHandler: async (request) => {
        request.authToken ??= cookieToken(request);
        // An ended session is a visitor here: the key it gets is a decoy, not a 401.
        await app.optionalUser(request);
      },
    },
    async (request, reply) => {
      const key = await keyFor(ctx, request.query.t, viewerOf(request));
      return reply
        .header('content-type', 'application/octet-stream')
        .header('cache-control', 'no-store')
        .send(key);
    },
  );
};
