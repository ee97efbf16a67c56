import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../../lib/envelope.ts';
import { userViewerOf } from '../../question-bank/public.ts';
import { TAGS, type ShortAnswerContext } from '../context.ts';
import { listShortAnswers } from '../list.service.ts';
import { ListBody, ListResult } from '../short-answer.schemas.ts';

/** POST /gxw-web-student/shortAnswer/list — the short answers of a catalogue node or a paper. */
export const shortAnswerListRoute: FastifyPluginAsyncTypebox<{ ctx: ShortAnswerContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/shortAnswer/list',
    {
      schema: {
        tags: [...TAGS.answers],
        summary: '申论题目列表（按目录或试卷，含作答进度）',
        body: ListBody,
        response: { 200: Envelope(ListResult) },
      },
      preHandler: app.requireUser,
    },
    async (request) =>
      ok(await listShortAnswers(ctx, await userViewerOf(ctx, request), request.body)),
  );
};
