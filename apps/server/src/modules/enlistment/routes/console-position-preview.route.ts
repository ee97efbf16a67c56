import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PreviewPositionImport } from '@shangan/shared/contracts/console/enlistment';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { POSITION_IMPORT_MAX_BYTES } from '@shangan/shared';
import { previewPositionImport } from '../console-positions.service.ts';

/** POST /api/v1/console/enlistment/positions/preview — a position table read and checked, nothing written. */
export const consolePositionPreviewRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(PreviewPositionImport),
    // The file travels as base64 inside the JSON body.
    bodyLimit: Math.ceil(POSITION_IMPORT_MAX_BYTES / 3) * 4 + 64 * 1024,
    handler: async (request) => ok(await previewPositionImport(app.db, request.body)),
  });
};
