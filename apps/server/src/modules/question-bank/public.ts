/**
 * What other modules (short answers, AI analysis) may use of the question bank: reading
 * questions, who may open them, when keys are released, the bank writer and the demo seed.
 */
export {
  insertCatalogue,
  insertMedia,
  insertPaper,
  insertQuestion,
  insertSubject,
  insertGradedAttempts,
  recordPersonalHandIns,
  type AnalysisInput,
  type GradedAttemptInput,
  type QuestionInput,
} from './bank-writer.ts';
export { descendantIds, findCatalogue, findCatalogues } from './catalogue.repository.ts';
export {
  EMBARGO_MESSAGE,
  findEmbargoedQuestionIds,
  registerContestEmbargo,
  type ContestEmbargo,
} from './contest-embargo.ts';
export {
  loadPracticeSession,
  ownExercise,
  savedAnswers,
  startContestAttempt,
} from './exercise-start.ts';
export { findAnswers, type AnswerRow, type ExerciseRow } from './exercise.repository.ts';
export { handInIfOpen } from './exercise.service.ts';
export {
  exerciseState,
  LATE_GRACE_SECONDS,
  leafIdsOf,
  remainingSeconds,
  secondsOverLimit,
} from './exercise-state.ts';
export { registerHandInListener, type HandInListener } from './hand-in-listeners.ts';
export {
  registerQuestionRewriteListener,
  type QuestionRewriteListener,
} from './question-rewrite-listeners.ts';
export { questionStem, questionView } from './favorites.service.ts';
export { answerList, displayAnswer, gradeAnswer, parseBlanks, prepareAnswer } from './grading.ts';
export { findReleasedKeys } from './key-release.ts';
export { signMediaUrl } from './media-url.ts';
export { buildQuestions, gradableOf, parseOptions } from './question-payload.ts';
export {
  findAnalyses,
  findMaterials,
  findQuestion,
  findQuestionsByIds,
  outsideDraftPapers,
  type AnalysisRow,
  type Db,
  type QuestionRow,
} from './question.repository.ts';
export {
  assertMayOpen,
  catalogueVipOnly,
  loadViewer,
  LOCKED_MESSAGE,
  mayOpen,
  type Viewer,
} from './rights.ts';
export { userViewerOf } from './route-helpers.ts';
export { seedQuestionBank } from './seed.ts';
export { generateBenchQuestions } from './seed/question-bank-bench.ts';
// The import's file writers: tests and the benchmark write their Word and Excel files with them.
export { excelFileOf, wordFileOf, type ExcelRow, type WordLine } from './import/templates.ts';
// The console's dashboard: answers given.
export { answersBetween } from './figures.ts';
