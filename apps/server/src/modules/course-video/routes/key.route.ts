import crypto from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TAG } from '@shangan/shared/contracts/course-video/playback';
import { outsideContract } from '../../../lib/contract-route.ts';
import type { CourseVideoContext } from '../context.ts';
import { keyFor } from '../playback.service.ts';
import { cookieToken, viewerOf } from '../viewer.ts';

const sendKey = (reply: FastifyReply, key: Buffer) =>
  reply
    .code(200)
    .header('content-type', 'application/octet-stream')
    .header('cache-control', 'no-store')
    .send(key);

/**
 * GET /api/v1/pc/courseVideo/key?t={key token} — the 16-byte AES key, once, to the account and
 * session the stream belongs to; anything else gets 16 random bytes with the same HTTP 200. The
 * query has no schema and errors of any kind end in a decoy too: no request learns anything from
 * a refusal.
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
      }),
      errorHandler: (err, request, reply) => {
        request.log.warn({ err }, 'video key request failed: decoy sent');
        return sendKey(reply, crypto.randomBytes(16));
      },
      preHandler: async (request) => {
        request.authToken ??= cookieToken(request);
        // An ended session is a visitor here: the key it gets is a decoy, not a 401.
        await app.optionalUser(request);
      },
    },
    async (request, reply) => {
      const { t } = request.query as Record<string, unknown>;
      const token = typeof t === 'string' && t.length <= 100 ? t : '';
      return sendKey(reply, await keyFor(ctx, token, viewerOf(request)));
    },
  );
};
