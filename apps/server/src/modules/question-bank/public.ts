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
  type AnalysisInput,
  type QuestionInput,
} from './bank-writer.ts';
export { descendantIds, findCatalogue, findCatalogues } from './catalogue.repository.ts';
export { questionStem, questionView } from './favorites.service.ts';
export { displayAnswer } from './grading.ts';
export { findReleasedKeys } from './key-release.ts';
export { signMediaUrl } from './media-url.ts';
export { parseOptions } from './question-payload.ts';
export {
  findAnalyses,
  findMaterials,
  findQuestion,
  findQuestionsByIds,
  type AnalysisRow,
  type Db,
  type QuestionRow,
} from './question.repository.ts';
export { assertMayOpen, catalogueVipOnly, loadViewer, mayOpen, type Viewer } from './rights.ts';
export { userViewerOf } from './route-helpers.ts';
export { seedQuestionBank } from './seed.ts';
export { generateBenchQuestions } from './seed/question-bank-bench.ts';
