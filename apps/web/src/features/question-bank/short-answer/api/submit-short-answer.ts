import type { DataOf } from '@shangan/shared/contracts';
import type { SubmitShortAnswer } from '@shangan/shared/contracts/short-answer';
import { learningApi } from '../../../../lib/api';

/** POST shortAnswer/submit — hands the saved answer in for grading by a teacher. */
export function submitShortAnswer(id: number) {
  return learningApi.post<DataOf<typeof SubmitShortAnswer>>('shortAnswer/submit', { id });
}
