import type { FastifyPluginAsync } from 'fastify';
import type { QuestionBankContext } from './context.ts';
import { catalogueCheckEquityRoute } from './routes/catalogue-check-equity.route.ts';
import { catalogueHandInCheckRoute } from './routes/catalogue-hand-in-check.route.ts';
import { catalogueListRoute } from './routes/catalogue-list.route.ts';
import { catalogueQuestionRoute } from './routes/catalogue-question.route.ts';
import { catalogueSubmitAnswerRoute } from './routes/catalogue-submit-answer.route.ts';
import { consoleCatalogueMoveRoute } from './routes/console-catalogue-move.route.ts';
import { consoleCatalogueRemoveRoute } from './routes/console-catalogue-remove.route.ts';
import { consoleCatalogueSaveRoute } from './routes/console-catalogue-save.route.ts';
import { consoleCataloguesRoute } from './routes/console-catalogues.route.ts';
import { consoleImportCommitRoute } from './routes/console-import-commit.route.ts';
import { consolePaperDetachRoute } from './routes/console-paper-detach.route.ts';
import { consolePaperPublishRoute } from './routes/console-paper-publish.route.ts';
import { consolePaperQuestionsRoute } from './routes/console-paper-questions.route.ts';
import { consolePaperRemoveRoute } from './routes/console-paper-remove.route.ts';
import { consolePaperSaveRoute } from './routes/console-paper-save.route.ts';
import { consolePapersRoute } from './routes/console-papers.route.ts';
import { consoleImportHistoryRoute } from './routes/console-import-history.route.ts';
import { consoleImportPreviewRoute } from './routes/console-import-preview.route.ts';
import { consoleImportTargetsRoute } from './routes/console-import-targets.route.ts';
import { consoleImportTemplateRoute } from './routes/console-import-template.route.ts';
import { consoleQuestionDetailRoute } from './routes/console-question-detail.route.ts';
import { consoleQuestionMediaRoute } from './routes/console-question-media.route.ts';
import { consoleQuestionRemoveRoute } from './routes/console-question-remove.route.ts';
import { consoleQuestionSaveRoute } from './routes/console-question-save.route.ts';
import { consoleQuestionTargetsRoute } from './routes/console-question-targets.route.ts';
import { consoleQuestionsRoute } from './routes/console-questions.route.ts';
import { errorQuestionInfoRoute } from './routes/error-question-info.route.ts';
import { errorQuestionLogRoute } from './routes/error-question-log.route.ts';
import { errorQuestionPracticeRoute } from './routes/error-question-practice.route.ts';
import { examinationLevelListRoute } from './routes/examination-level-list.route.ts';
import { exerciseLogRoute } from './routes/exercise-log.route.ts';
import { exerciseQuestionRoute } from './routes/exercise-question.route.ts';
import { exerciseReportRoute } from './routes/exercise-report.route.ts';
import { exerciseReviewRoute } from './routes/exercise-review.route.ts';
import { exerciseTotalLogRoute } from './routes/exercise-total-log.route.ts';
import { exerciseUserAnswerRoute } from './routes/exercise-user-answer.route.ts';
import { favoritesCancelStarRoute } from './routes/favorites-cancel-star.route.ts';
import { favoritesListRoute } from './routes/favorites-list.route.ts';
import { favoritesQuestionViewRoute } from './routes/favorites-question-view.route.ts';
import { favoritesStarRoute } from './routes/favorites-star.route.ts';
import { homeGetAllRoute } from './routes/home-get-all.route.ts';
import { homeTreeRoute } from './routes/home-tree.route.ts';
import { homeYearListRoute } from './routes/home-year-list.route.ts';
import { mediaFileRoute } from './routes/media-file.route.ts';
import { mediaPlayUrlRoute } from './routes/media-play-url.route.ts';
import { mockPaperQuestionsRoute } from './routes/mock-paper-questions.route.ts';
import { paperBatchSubmitAnswerRoute } from './routes/paper-batch-submit-answer.route.ts';
import { paperDoStatusRoute } from './routes/paper-do-status.route.ts';
import { paperPageRoute } from './routes/paper-page.route.ts';
import { paperPreviewRoute } from './routes/paper-preview.route.ts';
import { paperQuestionsRoute } from './routes/paper-questions.route.ts';
import { paperSubmitAnswerRoute } from './routes/paper-submit-answer.route.ts';
import { questionAnswerRoute } from './routes/question-answer.route.ts';
import { questionSampleRoute } from './routes/question-sample.route.ts';
import { userCatalogueQuestionRoute } from './routes/user-catalogue-question.route.ts';

/**
 * The question bank on the learning API (docs/areas/question-bank.md): home and catalogue,
 * practice and answers, records and the error book, past papers, favourites and analysis media.
 */
export const questionBankModule: FastifyPluginAsync = async (app) => {
  const ctx: QuestionBankContext = { db: app.db, engine: app.dbEngine, config: app.config };
  for (const route of [
    catalogueCheckEquityRoute,
    catalogueHandInCheckRoute,
    catalogueListRoute,
    catalogueQuestionRoute,
    catalogueSubmitAnswerRoute,
    errorQuestionInfoRoute,
    errorQuestionLogRoute,
    errorQuestionPracticeRoute,
    examinationLevelListRoute,
    exerciseLogRoute,
    exerciseQuestionRoute,
    exerciseReportRoute,
    exerciseReviewRoute,
    exerciseTotalLogRoute,
    exerciseUserAnswerRoute,
    favoritesCancelStarRoute,
    favoritesListRoute,
    favoritesQuestionViewRoute,
    favoritesStarRoute,
    homeGetAllRoute,
    homeTreeRoute,
    homeYearListRoute,
    mediaFileRoute,
    mediaPlayUrlRoute,
    mockPaperQuestionsRoute,
    paperBatchSubmitAnswerRoute,
    paperDoStatusRoute,
    paperPageRoute,
    paperPreviewRoute,
    paperQuestionsRoute,
    paperSubmitAnswerRoute,
    questionAnswerRoute,
    questionSampleRoute,
    userCatalogueQuestionRoute,
  ]) {
    await app.register(route, { ctx });
  }
};

/**
 * The console's side of the bank on the main API: bulk import from Word and Excel, past papers
 * the knowledge-point tree and the single-question editor.
 */
export const questionBankConsoleModule: FastifyPluginAsync = async (app) => {
  const ctx: QuestionBankContext = { db: app.db, engine: app.dbEngine, config: app.config };
  for (const route of [
    consoleImportTargetsRoute,
    consoleImportPreviewRoute,
    consoleImportCommitRoute,
    consoleImportHistoryRoute,
    consolePapersRoute,
    consolePaperSaveRoute,
    consolePaperPublishRoute,
    consolePaperRemoveRoute,
    consolePaperQuestionsRoute,
    consolePaperDetachRoute,
    consoleCataloguesRoute,
    consoleCatalogueSaveRoute,
    consoleCatalogueMoveRoute,
    consoleCatalogueRemoveRoute,
    consoleQuestionsRoute,
    consoleQuestionDetailRoute,
    consoleQuestionTargetsRoute,
    consoleQuestionSaveRoute,
    consoleQuestionRemoveRoute,
    consoleQuestionMediaRoute,
  ]) {
    await app.register(route, { ctx });
  }
  await app.register(consoleImportTemplateRoute);
};
