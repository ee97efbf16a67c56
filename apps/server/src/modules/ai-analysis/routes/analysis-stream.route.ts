import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiCode } from '@shangan/shared';
import { ApiError } from '../../../lib/api-error.ts';
import { AI_FAILED_MESSAGE } from '../../../providers/ai/index.ts';
import {
  QuestionBody,
  type AnalysisDeltaEvent,
  type AnalysisErrorEvent,
  type AnalysisResult,
} from '@shangan/shared/contracts/ai-analysis';
import { outsideContract } from '../../../lib/contract-route.ts';
import { admit, fulfil } from '../ai-analysis.service.ts';
import { perLearner } from '../../../lib/per-learner-rate-limit.ts';
import { GENERATIONS_PER_MINUTE } from '../rate-limit.ts';

const KEEP_ALIVE = ': ok\n\n';
const KEEP_ALIVE_MS = 15_000;

/**
 * POST /gxw-web-student/aigc/analysisStream — the explanation as server-sent events, so the
 * first characters show while the rest is written: a `: ok` comment (repeated every 15 s while
 * waiting), `delta` events ({text}) in order, then
 * `done` (the whole text, id and this learner's rating) or `error` ({code, msg}). Refusals
 * come before the stream opens, as ordinary envelopes. Compression is off: it would hold the
 * events back to fill its buffers.
 */
export const analysisStreamRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/aigc/analysisStream',
    {
      compress: false,
      schema: outsideContract('a server-sent event stream', {
        tags: ['AI解析'],
        summary: '生成AI解析（SSE 流式返回）',
        description:
          'text/event-stream：event delta {text}…，最后 event done {id, analysis, thumbsUp} 或 event error {code, msg}',
        body: QuestionBody,
      }),
      preHandler: app.requireUser,
      config: perLearner('ai-analysis-stream', GENERATIONS_PER_MINUTE),
    },
    async (request, reply) => {
      let open = true;
      // Listen before the checks: a learner who leaves while they run is known to be gone.
      // (The response's close, not the request's: a request 'close' fires once its body is read.)
      reply.raw.on('close', () => {
        open = false;
      });
      // The slot first: a refused stream must not have taken a unit of the learner's quota.
      const releaseSlot = app.eventStreams.take(request.user!.id);
      let ticket;
      try {
        ticket = await admit(app, request.user!.id, request.body.questionId);
      } catch (error) {
        releaseSlot();
        throw error;
      }
      const events = new PassThrough();
      const write = (chunk: string) => {
        if (open) events.write(chunk);
      };
      // The payloads are the contract's event shapes, which the web reads.
      const send = (
        ...[event, data]:
          ['delta', AnalysisDeltaEvent] | ['done', AnalysisResult] | ['error', AnalysisErrorEvent]
      ) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      // A comment at once and then while waiting: proxies and browsers see the stream alive
      // even when a model thinks for a long time before its first word.
      write(KEEP_ALIVE);
      const keepAlive = setInterval(() => write(KEEP_ALIVE), KEEP_ALIVE_MS);
      // A learner who leaves stops listening; the shared generation carries on.
      fulfil(app, ticket, (text) => send('delta', { text }))
        .then((result) => send('done', result))
        .catch((error: unknown) => {
          const known = error instanceof ApiError;
          if (!known) request.log.error({ err: error }, 'AI analysis stream failed');
          send('error', {
            code: known ? error.code : ApiCode.SERVER_ERROR,
            msg: known ? error.message : AI_FAILED_MESSAGE,
          });
        })
        .finally(() => {
          clearInterval(keepAlive);
          releaseSlot();
          events.end();
        });
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(events);
    },
  );
};
