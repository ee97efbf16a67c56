/**
 * What other modules may use of short answers: a learner's answers, handing one in from another
 * screen (a mock contest's 申论 stage), the picture uploads (credentials, the check that an
 * answer's pictures are the learner's own, signed read addresses) for other answers with photos
 * (homework), the masked learner name graders see, and the demo seed.
 */
export type { ShortAnswerContext as PictureContext } from './context.ts';
export { maskName } from './mask-name.ts';
export { findAnswer, findAnswersOf, insertSubmittedAnswer } from './short-answer.repository.ts';
export { DEMO_GRADER, seedDemoGrader, seedShortAnswers } from './seed.ts';
export {
  checkAnswerPictures,
  issueCredentials,
  parsePictureList,
  previewUrls,
} from './upload.service.ts';
// The console's dashboard: the graders' backlog.
export { shortAnswerBacklog, shortAnswersGradedSince, shortAnswersWaiting } from './figures.ts';
