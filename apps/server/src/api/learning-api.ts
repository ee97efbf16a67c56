import type { FastifyPluginAsync } from 'fastify';
import { aiAnalysisModule } from '../modules/ai-analysis/index.ts';
import { boundedPracticeModule } from '../modules/bounded-practice/index.ts';
import { commerceLearningModule } from '../modules/commerce/index.ts';
import { coursesLearningModule } from '../modules/courses/index.ts';
import { courseVideoLearningModule } from '../modules/course-video/index.ts';
import { mockExamsModule } from '../modules/mock-exams/index.ts';
import { psychologyModule } from '../modules/psychology/index.ts';
import { questionBankModule } from '../modules/question-bank/index.ts';
import { shortAnswerModule } from '../modules/short-answer/index.ts';
import { videoTeachingModule } from '../modules/video-teaching/index.ts';

/**
 * The learning-system API (question bank, short answers, AI analysis, parcel tracking), mounted at
 * /gxw-web-student. Clients send the session token in a `token` header and JSON bodies.
 * Feature modules register here.
 */
export const learningApi: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (request) => {
    const token = request.headers.token;
    request.authToken = typeof token === 'string' && token.length > 0 ? token : null;
  });
  await app.register(questionBankModule);
  await app.register(aiAnalysisModule);
  await app.register(shortAnswerModule);
  await app.register(commerceLearningModule);
  await app.register(coursesLearningModule);
  await app.register(courseVideoLearningModule);
  await app.register(videoTeachingModule);
  await app.register(mockExamsModule);
  await app.register(psychologyModule);
  await app.register(boundedPracticeModule);
};
