import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { catalogueNodes } from '../catalogue.service.ts';
import { CatalogueTreeNode, Id } from '../question-bank.schemas.ts';
import { TAGS, viewerOf } from '../route-helpers.ts';
import type { QuestionBankContext } from '../context.ts';

/** GET /gxw-web-student/homePage/tree — a subject's catalogue: modules and knowledge points. */
export const homeTreeRoute: FastifyPluginAsyncTypebox<{ ctx: QuestionBankContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/homePage/tree',
    {
      schema: {
        tags: [...TAGS.home],
        summary: '科目目录树（模块与知识点，含题量与做题进度）',
        querystring: Type.Object({ subjectId: Id('科目编号不正确') }),
        response: { 200: Envelope(Type.Array(CatalogueTreeNode)) },
      },
      preHandler: app.optionalUser,
    },
    async (request) => {
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
  );
};
