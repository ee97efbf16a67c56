import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListShortAnswers } from '@shangan/shared/contracts/short-answer';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { userViewerOf } from '../../question-bank/public.ts';
import type { ShortAnswerContext } from '../context.ts';
import { listShortAnswers } from '../list.service.ts';

/** POST /gxw-web-student/shortAnswer/list — the short answers of a catalogue node or a paper. */
export const shortAnswerListRoute: FastifyPluginAsyncTypebox<{ ctx: ShortAnswerContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ListShortAnswers),
    preHandler: app.requireUser,
    handler: async (request) =>
      ok(await listShortAnswers(ctx, await userViewerOf(ctx, request), request.body)),
  });
};
