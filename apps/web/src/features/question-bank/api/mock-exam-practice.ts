import type { DataOf } from '@shangan/shared/contracts';
import type { MockExamStage, StartMockExamPractice } from '@shangan/shared/contracts/mock-exams';
import { learningApi } from '../../../lib/api';

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
