import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiCode, Msg } from '@shangan/shared';
import { ApiError } from '../../../lib/api-error.ts';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { UserInfo } from '../accounts.schemas.ts';
import { findUserRoles } from '../roles.repository.ts';
import { toUserInfo } from '../user-info.ts';
import { findUserById } from '../users.repository.ts';

/** GET /api/v1/pc/getuserinfo — the logged-in person's userInfo. */
export const getUserInfoRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pc/getuserinfo',
    {
      schema: { tags: ['账号'], summary: '当前用户信息', response: { 200: Envelope(UserInfo) } },
      preHandler: app.requireUser,
    },
    async (request) => {
      const user = await findUserById(app.db, request.user!.id);
      if (!user) throw new ApiError(ApiCode.UNAUTHORIZED, Msg.loginExpired);
      return ok(toUserInfo(user, await findUserRoles(app.db, user.id)));
    },
  );
};
