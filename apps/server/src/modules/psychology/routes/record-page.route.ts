import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListCheckRecords } from '@shangan/shared/contracts/psychology';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { PsychologyContext } from '../context.ts';
import { listRecords } from '../records.service.ts';

/** POST /gxw-web-student/psychologicalCheck/recordPage — my records, latest first. */
export const recordPageRoute: FastifyPluginAsyncTypebox<{ ctx: PsychologyContext }> = async (
  app,
  { ctx },
) => {
  app.route({
    ...routeOf(ListCheckRecords),
    preHandler: app.requireUser,
    handler: async (request) => ok(await listRecords(ctx, request.user!.id, request.body)),
  });
};
