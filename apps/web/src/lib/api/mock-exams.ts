import type { DataOf } from '@shangan/shared/contracts';
import type { GetMockExamExplain } from '@shangan/shared/contracts/mock-exams';
import { learningApi } from './learning-api';

export type MockExamExplain = DataOf<typeof GetMockExamExplain>;

/**
 * The root of every contest query key (模考大赛). The contest pages own these queries; the
 * bank's exam screen, where a stage is handed in, refreshes them all by this root, since one
 * feature may not reach into another's keys.
 */
export const MOCK_EXAMS_KEY = ['mockExams'] as const;

/**
 * POST mockExam/getMockExamExplain — a contest's rules, stages, times, my application and my
 * attempt of each stage. Read by the contest page and by the bank's exam screen (its stages).
 */
export function postMockExamExplain(mockExamId: number): Promise<MockExamExplain> {
  return learningApi.post<DataOf<typeof GetMockExamExplain>>(
    'mockExam/getMockExamExplain',
    { mockExamId },
    { silent: true },
  );
}
