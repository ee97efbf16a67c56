import fs from 'node:fs';
import path from 'node:path';
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { outsideContract } from '../../../../lib/contract-route.ts';
import { admit, refuse } from '../admission.ts';
import { MEDIA_MSG } from '../messages.ts';
import { hlsDirOf } from '../recorder.ts';
import type { LiveMediaRuntime } from '../runtime.ts';

/**
 * GET /live-media/hls/{stream}/s{n}.ts?t={viewer token} — one segment of the live HLS. The token
 * and the session's state are checked (the session read at most once a second per stream: a
 * player asks every 2 s); the viewer's rights were checked by the playlist that named it.
 */
export const hlsSegmentRoute: FastifyPluginAsyncTypebox<{ runtime: LiveMediaRuntime }> = async (
  app,
  { runtime },
) => {
  app.get(
    '/live-media/hls/:stream/:segment',
    {
      schema: outsideContract('a live MPEG-TS segment', {
        tags: ['直播课·媒体'],
        summary: '直播 HLS 片段（观看令牌；直播中）',
        params: Type.Object({
          stream: Type.String({ maxLength: 60 }),
          segment: Type.String({ maxLength: 30 }),
        }),
        querystring: Type.Object({ t: Type.String({ maxLength: 100, default: '' }) }),
      }),
      logLevel: 'warn',
    },
    async (request, reply) => {
      const { stream, segment } = request.params;
      if (!/^s\d{1,20}\.ts$/.test(segment)) return refuse(reply, 404, MEDIA_MSG.segmentGone);
      const admission = await admit(runtime, stream, request.query.t, {
        checkAccess: false,
        sessionMaxAgeMs: 1000,
      });
      if (!admission.ok) return refuse(reply, admission.status, admission.msg);
      const file = path.join(
        hlsDirOf(runtime.ctx.config.live.recordDir, admission.session.id),
        segment,
      );
      const opened = await fs.promises.open(file, 'r').catch(() => null);
      if (!opened) return refuse(reply, 404, MEDIA_MSG.segmentGone);
      return reply
        .header('content-type', 'video/mp2t')
        .header('cache-control', 'no-store')
        .send(opened.createReadStream());
    },
  );
};
