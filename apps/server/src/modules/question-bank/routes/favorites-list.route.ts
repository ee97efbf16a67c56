import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListFavorites } from '@shangan/shared/contracts/question-bank';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { favoritesList } from '../favorites.service.ts';
import { userViewerOf } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';

/** POST /gxw-web-student/favorites/favoritesList — my starred questions, newest first. */
export const favoritesListRoute: FastifyPluginAsyncTypebox<{ ctx: QuestionBankContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ListFavorites),
    preHandler: app.requireUser,
    handler: async (request) => {
      const { page = 1, size = 10, subjectId } = request.body;
      return ok(
        await favoritesList(ctx, await userViewerOf(ctx, request), {
          page,
          size,
          ...(subjectId ? { subjectId } : {}),
        }),
      );
    },
  });
};
