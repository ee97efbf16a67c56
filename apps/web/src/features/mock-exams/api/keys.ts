import { MOCK_EXAMS_KEY } from '../../../lib/api/mock-exams';

/** Query keys of the contests: one root, so applying or handing in refreshes every list. */
export { MOCK_EXAMS_KEY };

/**
 * What the server answers depends on who asks (applied, my attempts, my result): `viewer` is
 * the signed-in user's id (0 for a visitor), so logging in or out asks again.
 */
export const mockExamKeys = {
  list: (query: object, viewer: number) => [...MOCK_EXAMS_KEY, 'list', query, viewer] as const,
  explain: (mockExamId: number, viewer: number) =>
    [...MOCK_EXAMS_KEY, 'explain', mockExamId, viewer] as const,
  result: (mockExamId: number, exerciseId: number, viewer: number) =>
    [...MOCK_EXAMS_KEY, 'result', mockExamId, exerciseId, viewer] as const,
  mine: (query: object, viewer: number) => [...MOCK_EXAMS_KEY, 'mine', query, viewer] as const,
  push: (mockExamId: number, viewer: number) =>
    [...MOCK_EXAMS_KEY, 'push', mockExamId, viewer] as const,
  enlistExams: [...MOCK_EXAMS_KEY, 'enlistExams'] as const,
  positions: (query: object) => [...MOCK_EXAMS_KEY, 'positions', query] as const,
};
