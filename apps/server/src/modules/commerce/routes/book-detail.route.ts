import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetBook } from '@shangan/shared/contracts/commerce/goods';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { CommerceContext } from '../commerce-context.ts';
import { bookDetail } from '../goods.service.ts';

/** GET /api/v1/pc/books/show?id= — one book on sale. */
export const bookDetailRoute: FastifyPluginAsyncTypebox<{ ctx: CommerceContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetBook),
    handler: async (request) => ok(await bookDetail(ctx, request.query.id)),
  });
};
