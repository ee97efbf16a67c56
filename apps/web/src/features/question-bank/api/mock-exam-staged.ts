import type { DataOf } from '@shangan/shared/contracts';
import type { StartMockExamStage } from '@shangan/shared/contracts/mock-exams';
import type { MockExamStage } from '@shangan/shared/contracts/mock-exams';
import { learningApi } from '../../../lib/api';

/**
 * POST mockExam/mockExamStaged — start or resume my attempt of a contest's stage: the practice
 * session of the past-paper screen, its clock ending at the stage's end.
 */
export function openMockExamStage(
  mockExamId: number,
  stage: MockExamStage,
): Promise<DataOf<typeof StartMockExamStage>> {
  return learningApi.post<DataOf<typeof StartMockExamStage>>(
    'mockExam/mockExamStaged',
    { mockExamId, stage },
    // The screen shows a refusal (not applied, too late, handed in) in place.
    { silent: true },
  );
}
