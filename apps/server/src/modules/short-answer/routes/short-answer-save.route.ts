import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { userViewerOf } from '../../question-bank/public.ts';
import { saveShortAnswer } from '../answer.service.ts';
import { TAGS, type ShortAnswerContext } from '../context.ts';
import { SaveBody, SaveResult } from '../short-answer.schemas.ts';

/**
 * POST /gxw-web-student/shortAnswer/save — the short-answer payload (answer, id, url):
 * autosave and the save button. Text up to the limit and at most 8 of the learner's own
 * checked pictures; a refused save changes nothing. With `rev`, a save older than the stored one
 * is answered `stale: true` and changes nothing.
 */
export const shortAnswerSaveRoute: FastifyPluginAsyncTypebox<{ ctx: ShortAnswerContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/shortAnswer/save',
    {
      schema: {
        tags: [...TAGS.answers],
        summary: '保存申论作答（文字与至多8张图片）',
        body: SaveBody,
        response: {
          200: Envelope(SaveResult),
        },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { id, answer, url = [], rev } = request.body;
      const viewer = await userViewerOf(ctx, request);
      return ok(await saveShortAnswer(ctx, viewer, { id, answer, url, rev }), '保存成功');
    },
  );
};
