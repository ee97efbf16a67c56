import fs from 'node:fs';
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TAG } from '@shangan/shared/contracts/course-video/playback';
import { outsideContract } from '../../../lib/contract-route.ts';
import type { CourseVideoContext } from '../context.ts';
import { segmentOf } from '../playback.service.ts';

/** A bad or missing signature is a refusal of the handler, not a schema error. */
const SegmentQuery = Type.Object({
  t: Type.String({ maxLength: 100, default: '' }),
  e: Type.String({ maxLength: 20, default: '' }),
  sig: Type.String({ maxLength: 100, default: '' }),
});

/**
 * GET /api/v1/pc/courseVideo/hls/{vid}/{n}.ts?t&e&sig — one encrypted segment of the stream: the
 * local file, or a redirect to a presigned address of the S3 store. Refused (HTTP 403 with the
 * envelope) once the stream ended, beyond a trial, or when the address is forged or expired.
 */
export const segmentRoute: FastifyPluginAsyncTypebox<{ ctx: CourseVideoContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/pc/courseVideo/hls/:vid/:segment',
    {
      schema: outsideContract('an encrypted MPEG-TS segment', {
        tags: [TAG],
        summary: '加密视频片段（签名地址；本次播放结束或超出试看后拒绝）',
        params: Type.Object({
          vid: Type.String({ maxLength: 40 }),
          segment: Type.String({ maxLength: 20 }),
        }),
        querystring: SegmentQuery,
      }),
    },
    async (request, reply) => {
      const match = /^(\d{1,4})\.ts$/.exec(request.params.segment);
      const expires = Number(request.query.e);
      const result = match
        ? await segmentOf(ctx, {
            videoId: request.params.vid,
            index: Number(match[1]),
            token: request.query.t,
            expires: Number.isInteger(expires) ? expires : 0,
            sig: request.query.sig,
          })
        : ({ status: 404, code: 404, msg: '视频片段不存在' } as const);
      if ('status' in result) {
        return reply
          .code(result.status)
          .header('cache-control', 'no-store')
          .send({ code: result.code, msg: result.msg, data: null });
      }
      if ('url' in result) {
        return reply.header('cache-control', 'no-store').redirect(result.url, 302);
      }
      return reply
        .header('content-type', 'video/mp2t')
        .header('cache-control', 'private, max-age=600')
        .send(fs.createReadStream(result.file));
    },
  );
};
