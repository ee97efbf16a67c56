import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiCode } from '@shangan/shared';
import { ApiError } from '../../../lib/api-error.ts';
import { outsideContract } from '../../../lib/contract-route.ts';
import type { CoursesContext } from '../courses-context.ts';
import { findDocument } from '../courses.repository.ts';
import { verifyDocumentSignature } from '../document-url.ts';

/**
 * GET /api/v1/pc/courses/documents/:lessonId?expires=&sign= — a document lesson's file, by the
 * signed address the outline gave to someone who may open the lesson.
 */
export const courseDocumentRoute: FastifyPluginAsyncTypebox<{ ctx: CoursesContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/pc/courses/documents/:lessonId',
    {
      schema: outsideContract('a file', {
        tags: ['网校课程'],
        summary: '课时讲义文件（凭课程目录给出的限时签名地址）',
        params: Type.Object({
          lessonId: Type.Integer({
            minimum: 1,
            maximum: 2_147_483_647,
            errorMessage: '课时编号不正确',
          }),
        }),
        querystring: Type.Object({
          expires: Type.Integer({ minimum: 0, errorMessage: '链接已失效，请重新打开' }),
          sign: Type.String({ pattern: '^[0-9a-f]{64}$', errorMessage: '链接已失效，请重新打开' }),
        }),
      }),
    },
    async (request, reply) => {
      const { lessonId } = request.params;
      const { expires, sign } = request.query;
      if (!verifyDocumentSignature(ctx.config.appSecret, lessonId, expires, sign)) {
        throw new ApiError(ApiCode.FORBIDDEN, '链接已失效，请回到课程重新打开');
      }
      const file = await findDocument(ctx.db, lessonId);
      if (!file) throw new ApiError(ApiCode.NOT_FOUND, '讲义不存在');
      // A drawn handout must not run anything if opened on its own, whoever stored it.
      return reply
        .type(file.mime)
        .header('cache-control', 'private, max-age=600')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header(
          'content-disposition',
          `inline; filename*=UTF-8''${encodeURIComponent(file.file_name)}`,
        )
        .send(Buffer.from(file.content));
    },
  );
};
