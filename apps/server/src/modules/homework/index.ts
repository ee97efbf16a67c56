import type { FastifyPluginAsync } from 'fastify';
import { createStorageProvider } from '../../providers/storage/index.ts';
import type { HomeworkContext } from './context.ts';
import { correctionQueueRoute } from './routes/correction-queue.route.ts';
import { courseHomeworkRoute } from './routes/course-homework.route.ts';
import { homeworkCorrectRoute } from './routes/homework-correct.route.ts';
import { homeworkEvaluateRoute } from './routes/homework-evaluate.route.ts';
import { homeworkSaveRoute } from './routes/homework-save.route.ts';
import { homeworkSheetRoute } from './routes/homework-sheet.route.ts';
import { homeworkSubmitRoute } from './routes/homework-submit.route.ts';
import { myHomeworkRoute } from './routes/my-homework.route.ts';
import { uploadParamsRoute } from './routes/upload-params.route.ts';

/**
 * Course homework on the main API (docs/areas/homework.md): the learners' lists, the sheet with
 * its autosaved draft and one hand-in, photo upload credentials, the teachers' queue and
 * correction with marks over the photos, and the learners' rating of it.
 */
export const homeworkModule: FastifyPluginAsync = async (app) => {
  const ctx: HomeworkContext = {
    db: app.db,
    config: app.config,
    storage: createStorageProvider(app.config),
  };
  for (const route of [
    courseHomeworkRoute,
    myHomeworkRoute,
    homeworkSheetRoute,
    homeworkSaveRoute,
    homeworkSubmitRoute,
    homeworkEvaluateRoute,
    uploadParamsRoute,
    correctionQueueRoute,
    homeworkCorrectRoute,
  ]) {
    await app.register(route, { ctx });
  }
};
