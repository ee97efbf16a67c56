import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListCatalogue } from '@shangan/shared/contracts/question-bank';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { catalogueNodes } from '../catalogue.service.ts';
import { viewerOf } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';

/** POST /gxw-web-student/v2/catalogue/getCatalogueList — one level of a catalogue. */
export const catalogueListRoute: FastifyPluginAsyncTypebox<{ ctx: QuestionBankContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ListCatalogue),
    preHandler: app.optionalUser,
    handler: async (request) => {
      const { subjectId, parentId } = request.body;
      const nodes = await catalogueNodes(ctx, await viewerOf(ctx, request), subjectId);
      return ok(nodes.filter((node) => node.parentId === (parentId ?? null)));
    },
  });
};
