/** What other modules may use of short answers: a learner's answer and the demo seed. */
export { findAnswer } from './short-answer.repository.ts';
export { DEMO_GRADER, seedDemoGrader, seedShortAnswers } from './seed.ts';
