import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiCode } from '@shangan/shared';
import { ArticleIdParams } from '@shangan/shared/contracts/news/articles';
import { ApiError } from '../../../lib/api-error.ts';
import { outsideContract } from '../../../lib/contract-route.ts';
import { findPdfFile } from '../news.repository.ts';
import type { NewsRouteOptions } from './_context.ts';

/** GET /api/v1/pc/articles/{id}/pdf — the PDF of a PDF article, shown inline by the PDF page. */
export const articlePdfRoute: FastifyPluginAsyncTypebox<NewsRouteOptions> = async (
  app,
  { ctx },
) => {
  app.get(
    '/pc/articles/:id/pdf',
    {
      schema: outsideContract('a PDF file', {
        tags: ['资讯'],
        summary: 'PDF 文章的文件（application/pdf，浏览器内联显示）',
        params: ArticleIdParams,
      }),
    },
    async (request, reply) => {
      const file = await findPdfFile(ctx.db, request.params.id);
      if (!file) throw new ApiError(ApiCode.NOT_FOUND, '该文章没有 PDF 文件');
      // The file never changes once published: let browsers and proxies keep it for a day.
      return reply
        .type(file.mime)
        .header('cache-control', 'public, max-age=86400')
        .header(
          'content-disposition',
          `inline; filename*=UTF-8''${encodeURIComponent(file.file_name)}`,
        )
        .send(Buffer.from(file.content));
    },
  );
};
