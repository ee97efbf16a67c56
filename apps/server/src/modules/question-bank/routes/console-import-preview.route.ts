import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { QUESTION_IMPORT_MAX_BYTES } from '@shangan/shared';
import { PreviewImport } from '@shangan/shared/contracts/console/question-import';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { QuestionBankContext } from '../context.ts';
import { previewImport } from '../import/import.service.ts';

/** POST /api/v1/console/question-import/preview — read a Word or Excel file, write nothing yet. */
export const consoleImportPreviewRoute: FastifyPluginAsyncTypebox<{
  ctx: QuestionBankContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(PreviewImport),
    // The file travels in base64 inside the JSON body: a third larger than the file.
    bodyLimit: Math.ceil(QUESTION_IMPORT_MAX_BYTES / 3) * 4 + 64 * 1024,
    handler: async (request) => ok(await previewImport(ctx, request.user!.id, request.body)),
  });
};
