/**
 * What other modules may use of enlistment: the demo seed, and positions of the position tables
 * with their exam (mock contests rank candidates by the position they aim at).
 */
export {
  findPositionIdsOfExamKind,
  findPositionsWithExam,
  type PositionWithExam,
} from './position-reads.ts';
export { seedEnlistment } from './seed.ts';
