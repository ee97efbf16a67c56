/**
 * What other modules may use of short answers: a learner's answers, handing one in from another
 * screen (a mock contest's 申论 stage), and the demo seed.
 */
export { findAnswer, findAnswersOf, insertSubmittedAnswer } from './short-answer.repository.ts';
export { DEMO_GRADER, seedDemoGrader, seedShortAnswers } from './seed.ts';
