import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { favoritesList } from '../favorites.service.ts';
import { Id, Page, PageSize, QuestionStem } from '../question-bank.schemas.ts';
import { TAGS, userViewerOf } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';

/** POST /gxw-web-student/favorites/favoritesList — my starred questions, newest first. */
export const favoritesListRoute: FastifyPluginAsyncTypebox<{ ctx: QuestionBankContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/favorites/favoritesList',
    {
      schema: {
        tags: [...TAGS.favorites],
        summary: '我的收藏（题目列表）',
        body: Type.Object({
          page: Page,
          size: PageSize,
          subjectId: Type.Optional(Id('科目编号不正确')),
        }),
        response: {
          200: Envelope(
            Type.Object({
              list: Type.Array(
                Type.Object({ ...QuestionStem.properties, starredAt: Type.String() }),
              ),
              total: Type.Integer(),
            }),
          ),
        },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { page = 1, size = 10, subjectId } = request.body;
      return ok(
        await favoritesList(ctx, await userViewerOf(ctx, request), {
          page,
          size,
          ...(subjectId ? { subjectId } : {}),
        }),
      );
    },
  );
};
