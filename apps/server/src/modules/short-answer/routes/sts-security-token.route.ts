import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { TAGS, type ShortAnswerContext } from '../context.ts';
import { Credentials } from '../short-answer.schemas.ts';
import { issueCredentials } from '../upload.service.ts';

/**
 * POST /gxw-web-student/stsFile/getSecurityToken and stsFile/createToken:
 * short-lived credentials for one upload directory of this user. Clients use both names;
 * createToken is the same and accepts (and ignores) a body.
 */
export const stsSecurityTokenRoute: FastifyPluginAsyncTypebox<{ ctx: ShortAnswerContext }> = async (
  app,
  { ctx },
) => {
  for (const path of ['/stsFile/getSecurityToken', '/stsFile/createToken']) {
    app.post(
      path,
      {
        schema: {
          tags: [...TAGS.uploads],
          summary: '图片上传凭证（限定目录与有效期）',
          body: Type.Optional(Type.Union([Type.Object({}), Type.Null()])),
          response: { 200: Envelope(Credentials) },
        },
        preHandler: app.requireUser,
      },
      async (request) => ok(await issueCredentials(ctx, request.user!.id)),
    );
  }
};
