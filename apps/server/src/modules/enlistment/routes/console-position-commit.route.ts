import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PositionImportMsg } from '@shangan/shared';
import { CommitPositionImport } from '@shangan/shared/contracts/console/enlistment';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { POSITION_IMPORT_MAX_BYTES } from '@shangan/shared';
import { commitPositionImport } from '../console-positions.service.ts';

/** POST /api/v1/console/enlistment/positions/commit — the same table written in one transaction. */
export const consolePositionCommitRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(CommitPositionImport),
    // The file travels as base64 inside the JSON body.
    bodyLimit: Math.ceil(POSITION_IMPORT_MAX_BYTES / 3) * 4 + 64 * 1024,
    handler: async (request) => {
      const result = await commitPositionImport(app.db, request.user!.id, request.body);
      return ok(result, PositionImportMsg.committed(result.added, result.updated));
    },
  });
};
