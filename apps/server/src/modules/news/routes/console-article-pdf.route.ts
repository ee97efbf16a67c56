import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ARTICLE_PDF_MAX_BYTES, ArticleMsg } from '@shangan/shared';
import { UploadArticlePdf } from '@shangan/shared/contracts/console/articles';
import { routeOf } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { uploadArticlePdf, type ConsoleArticlesContext } from '../console-articles.service.ts';

/** POST /api/v1/console/articles/pdf — a PDF stored for an article, named when it is saved. */
export const consoleArticlePdfRoute: FastifyPluginAsyncTypebox<{
  ctx: ConsoleArticlesContext;
}> = async (app, { ctx }) => {
  app.route({
    ...routeOf(UploadArticlePdf),
    // The file travels as base64 inside the JSON body.
    bodyLimit: Math.ceil(ARTICLE_PDF_MAX_BYTES / 3) * 4 + 64 * 1024,
    handler: async (request) =>
      ok(await uploadArticlePdf(ctx, request.body), ArticleMsg.pdfUploaded),
  });
};
