import type { FastifyPluginAsync } from 'fastify';
import { createStorageProvider, type LocalStorageProvider } from '../../providers/storage/index.ts';
import type { ShortAnswerContext } from './context.ts';
import { gradingClaimRoute } from './routes/grading-claim.route.ts';
import { gradingGradeRoute } from './routes/grading-grade.route.ts';
import { gradingGradedRoute } from './routes/grading-graded.route.ts';
import { gradingQueueRoute } from './routes/grading-queue.route.ts';
import { gradingReleaseRoute } from './routes/grading-release.route.ts';
import { shortAnswerListRoute } from './routes/short-answer-list.route.ts';
import { shortAnswerQuestionRoute } from './routes/short-answer-question.route.ts';
import { shortAnswerSaveRoute } from './routes/short-answer-save.route.ts';
import { shortAnswerSubmitRoute } from './routes/short-answer-submit.route.ts';
import { stsObjectRoute } from './routes/sts-object.route.ts';
import { stsPresignRoute } from './routes/sts-presign.route.ts';
import { stsSecurityTokenRoute } from './routes/sts-security-token.route.ts';
import { stsUploadRoute } from './routes/sts-upload.route.ts';

/**
 * Short answers on the learning API (docs/areas/short-answers.md): picture uploads to object
 * storage, the answer screen with its autosaved draft and hand-in, and grading by people.
 */
export const shortAnswerModule: FastifyPluginAsync = async (app) => {
  const ctx: ShortAnswerContext = {
    db: app.db,
    config: app.config,
    storage: createStorageProvider(app.config),
  };
  for (const route of [
    stsSecurityTokenRoute,
    stsPresignRoute,
    shortAnswerListRoute,
    shortAnswerQuestionRoute,
    shortAnswerSaveRoute,
    shortAnswerSubmitRoute,
    gradingQueueRoute,
    gradingClaimRoute,
    gradingGradeRoute,
    gradingGradedRoute,
    gradingReleaseRoute,
  ]) {
    await app.register(route, { ctx });
  }
  // The local store's own upload and read URLs; with S3 the browser talks to the store.
  if (ctx.storage.name === 'local') {
    const storage = ctx.storage as LocalStorageProvider;
    await app.register(stsUploadRoute, { ctx, storage });
    await app.register(stsObjectRoute, { storage });
  }
};
