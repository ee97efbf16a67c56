import type { DataOf } from '@shangan/shared/contracts';
import type {
  GetMockExamExplain,
  MockExamStage,
  StartMockExamPractice,
  StartMockExamStage,
} from '@shangan/shared/contracts/mock-exams';
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

/**
 * POST mockExam/mockExamStaged — start or resume my attempt of a contest's stage: the practice
 * session of the past-paper screen, its clock ending at the stage's end. Called by the bank's
 * exam screen and by the mobile contest page, which enters through the practice screen.
 */
export function openMockExamStage(
  mockExamId: number,
  stage: MockExamStage,
): Promise<DataOf<typeof StartMockExamStage>> {
  return learningApi.post<DataOf<typeof StartMockExamStage>>(
    'mockExam/mockExamStaged',
    { mockExamId, stage },
    // The screens show a refusal (not applied, too late, handed in) in place.
    { silent: true },
  );
}

/**
 * POST mockExam/mockExamPractice — a past contest's stage as a timed practice (往期模考),
 * resuming my open practice of it.
 */
export function openMockExamPractice(
  mockExamId: number,
  stage: MockExamStage,
): Promise<DataOf<typeof StartMockExamPractice>> {
  return learningApi.post<DataOf<typeof StartMockExamPractice>>(
    'mockExam/mockExamPractice',
    { mockExamId, stage },
    { silent: true },
  );
}
