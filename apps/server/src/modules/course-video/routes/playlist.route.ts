import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { outsideContract } from '../../../lib/contract-route.ts';
import { TAG } from '@shangan/shared/contracts/course-video/playback';
import type { CourseVideoContext } from '../context.ts';
import { playlistOf } from '../playback.service.ts';

/**
 * GET /api/v1/pc/courseVideo/hls/{vid}/index.m3u8?t={play token} — the stream's playlist, written
 * for this request. A refusal is HTTP 403 with the envelope (the player then asks the stream
 * state why).
 */
export const playlistRoute: FastifyPluginAsyncTypebox<{ ctx: CourseVideoContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/pc/courseVideo/hls/:vid/index.m3u8',
    {
      schema: outsideContract('an HLS playlist', {
        tags: [TAG],
        summary: '播放列表（按本次播放改写：一次性密钥令牌、签名且会过期的片段地址）',
        params: Type.Object({ vid: Type.String({ maxLength: 40 }) }),
        querystring: Type.Object({ t: Type.String({ maxLength: 100, default: '' }) }),
      }),
    },
    async (request, reply) => {
      const result = await playlistOf(ctx, request.params.vid, request.query.t);
      if ('status' in result) {
        return reply
          .code(result.status)
          .header('cache-control', 'no-store')
          .send({ code: result.code, msg: result.msg, data: null });
      }
      return reply
        .header('content-type', 'application/vnd.apple.mpegurl')
        .header('cache-control', 'no-store')
        .send(result.body);
    },
  );
};
