import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListBooks } from '@shangan/shared/contracts/commerce/goods';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { CommerceContext } from '../commerce-context.ts';
import { bookList } from '../goods.service.ts';

/** GET /api/v1/pc/books/index — books on sale, by category or keyword, a page at a time. */
export const booksListRoute: FastifyPluginAsyncTypebox<{ ctx: CommerceContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ListBooks),
    handler: async (request) => ok(await bookList(ctx, request.query)),
  });
};
