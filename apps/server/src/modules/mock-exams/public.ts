/**
 * What other modules, the seed runner and the benchmark may use of mock contests: the demo
 * seed, and for the benchmark a contest's writer, a simulated cohort and the results
 * computation it measures.
 */
export { seedMockExams } from './seed.ts';
export { computeResults } from './results.service.ts';
export { createContest, type ContestInput } from './contest-writer.ts';
export { simulateCohort, type CohortInput } from './cohort-simulation.ts';
