import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListMyHomework } from '@shangan/shared/contracts/homework';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { HomeworkContext } from '../context.ts';
import { myHomework } from '../list.service.ts';

/** GET /api/v1/pc/studentAnswers — my homework of every course I study, by tab, paged. */
export const myHomeworkRoute: FastifyPluginAsyncTypebox<{ ctx: HomeworkContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ListMyHomework),
    preHandler: app.requireUser,
    handler: async (request) => ok(await myHomework(ctx, request.user!.id, request.query)),
  });
};
