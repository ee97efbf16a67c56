import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GetCatalogueTree } from '@shangan/shared/contracts/question-bank';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { catalogueNodes } from '../catalogue.service.ts';
import { viewerOf } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';

/** GET /gxw-web-student/homePage/tree — a subject's catalogue: modules and knowledge points. */
export const homeTreeRoute: FastifyPluginAsyncTypebox<{ ctx: QuestionBankContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(GetCatalogueTree),
    preHandler: app.optionalUser,
    handler: async (request) => {
      const nodes = await catalogueNodes(
        ctx,
        await viewerOf(ctx, request),
        request.query.subjectId,
      );
      const roots = nodes.filter((node) => node.parentId === null);
      return ok(
        roots.map((root) => ({
          ...root,
          children: nodes.filter((node) => node.parentId === root.id),
        })),
      );
    },
  });
};
