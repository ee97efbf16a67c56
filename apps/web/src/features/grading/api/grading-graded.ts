import type { DataOf } from '@shangan/shared/contracts';
import type { GetGradedAnswer } from '@shangan/shared/contracts/short-answer';
import { learningApi } from '../../../lib/api';

/**
 * GET grading/graded — an answer I graded, my grade and until when I may change it (the change
 * itself goes through grading/grade). Silent: the page explains a refusal.
 */
export function fetchGradedAnswer(answerId: number) {
  return learningApi.get<DataOf<typeof GetGradedAnswer>>('grading/graded', {
    params: { answerId },
    silent: true,
  });
}
