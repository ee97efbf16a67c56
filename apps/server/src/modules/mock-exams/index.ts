import type { FastifyPluginAsync } from 'fastify';
import { registerContestEmbargo, registerHandInListener } from '../question-bank/public.ts';
import { contestEmbargo, essayHandIn } from './contest-hooks.ts';
import type { MockExamsContext } from './context.ts';
import { consoleContestPapersRoute } from './routes/console-contest-papers.route.ts';
import { consoleMockExamCancelRoute } from './routes/console-mock-exam-cancel.route.ts';
import { consoleMockExamUpdateRoute } from './routes/console-mock-exam-update.route.ts';
import { consoleMockExamCreateRoute } from './routes/console-mock-exam-create.route.ts';
import { consoleMockExamsRoute } from './routes/console-mock-exams.route.ts';
import { contestApplyRoute } from './routes/contest-apply.route.ts';
import { contestExplainRoute } from './routes/contest-explain.route.ts';
import { contestPageRoute } from './routes/contest-page.route.ts';
import { contestResultRoute } from './routes/contest-result.route.ts';
import { leaveLogRoute } from './routes/leave-log.route.ts';
import { myContestsRoute } from './routes/my-contests.route.ts';
import { practiceStartRoute } from './routes/practice-start.route.ts';
import { pushConfigRoute } from './routes/push-config.route.ts';
import { pushSettingRoute } from './routes/push-setting.route.ts';
import { stageStartRoute } from './routes/stage-start.route.ts';
import { startSweeper } from './sweeper.ts';

/**
 * Mock contests (模考大赛) on the learning API (docs/areas/mock-exams.md): the list and the
 * contest page, applying, sitting each stage on the question bank's practice screen, the
 * page-leave log, the start reminder, and results once the contest closes. The module tells
 * the bank which papers are under embargo and what a 申论 stage's hand-in does, and runs the
 * sweeper that closes stages and contests.
 */
export const mockExamsModule: FastifyPluginAsync = async (app) => {
  const ctx: MockExamsContext = { db: app.db, engine: app.dbEngine, config: app.config };
  for (const route of [
    contestPageRoute,
    contestExplainRoute,
    contestApplyRoute,
    stageStartRoute,
    practiceStartRoute,
    contestResultRoute,
    myContestsRoute,
    leaveLogRoute,
    pushSettingRoute,
    pushConfigRoute,
  ]) {
    await app.register(route, { ctx });
  }
  registerContestEmbargo('mock-exams', contestEmbargo);
  registerHandInListener('contest', essayHandIn);
  startSweeper(app, ctx);
};

/**
 * The console's side on the main API: contests listed with their applicants and results, and
 * scheduled from (or cancelled back to) draft papers.
 */
export const mockExamsConsoleModule: FastifyPluginAsync = async (app) => {
  const ctx: MockExamsContext = { db: app.db, engine: app.dbEngine, config: app.config };
  for (const route of [
    consoleMockExamsRoute,
    consoleContestPapersRoute,
    consoleMockExamCreateRoute,
    consoleMockExamUpdateRoute,
    consoleMockExamCancelRoute,
  ]) {
    await app.register(route, { ctx });
  }
};
