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
 * GET /live-media/hls/{stream}/index.m3u8?t={viewer token} — the live HLS the recorder writes
 * (2 s segments, a short rolling list), for players without MSE. Checked like the FLV stream;
 * every segment line is written to carry the viewer's token, which the segment route checks.
 */
export const hlsPlaylistRoute: FastifyPluginAsyncTypebox<{ runtime: LiveMediaRuntime }> = async (
  app,
  { runtime },
) => {
  app.get(
    '/live-media/hls/:stream/index.m3u8',
    {
      schema: outsideContract('a live HLS playlist', {
        tags: ['直播课·媒体'],
        summary: '直播 HLS 播放列表（观看令牌；直播中且有权观看）',
        params: Type.Object({ stream: Type.String({ maxLength: 60 }) }),
        querystring: Type.Object({ t: Type.String({ maxLength: 100, default: '' }) }),
      }),
      logLevel: 'warn',
    },
    async (request, reply) => {
      const { t } = request.query;
      const admission = await admit(runtime, request.params.stream, t, { checkAccess: true });
      if (!admission.ok) return refuse(reply, admission.status, admission.msg);
      const file = path.join(
        hlsDirOf(runtime.ctx.config.live.recordDir, admission.session.id),
        'index.m3u8',
      );
      const text = await fs.promises.readFile(file, 'utf8').catch(() => null);
      if (!text) return refuse(reply, 404, MEDIA_MSG.notReady);
      const token = encodeURIComponent(t);
      const body = text
        .split('\n')
        .map((line) => (/^s\d{1,20}\.ts$/.test(line.trim()) ? `${line.trim()}?t=${token}` : line))
        .join('\n');
      return reply
        .header('content-type', 'application/vnd.apple.mpegurl')
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};
