import { learningApi } from '../../../lib/api';
import type { GradedAnswer } from './types';

/**
 * GET grading/graded — an answer I graded, my grade and until when I may change it (the change
 * itself goes through grading/grade). Silent: the page explains a refusal.
 */
export function fetchGradedAnswer(answerId: number): Promise<GradedAnswer> {
  return learningApi.get<GradedAnswer>('grading/graded', { params: { answerId }, silent: true });
}
