import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListBookCategories } from '@shangan/shared/contracts/commerce/goods';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { CommerceContext } from '../commerce-context.ts';
import { bookCategories } from '../goods.service.ts';

/** GET /api/v1/pc/books/categories — the book categories with how many are on sale. */
export const bookCategoriesRoute: FastifyPluginAsyncTypebox<{ ctx: CommerceContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ListBookCategories),
    handler: async () => ok(await bookCategories(ctx)),
  });
};
