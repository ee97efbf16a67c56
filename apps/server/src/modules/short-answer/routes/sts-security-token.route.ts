import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreateUploadCredentials,
  GetUploadCredentials,
} from '@shangan/shared/contracts/short-answer';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { ShortAnswerContext } from '../context.ts';
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
  for (const contract of [GetUploadCredentials, CreateUploadCredentials]) {
    app.route({
      ...routeOf(contract),
      preHandler: app.requireUser,
      handler: async (request) => ok(await issueCredentials(ctx, request.user!.id)),
    });
  }
};
