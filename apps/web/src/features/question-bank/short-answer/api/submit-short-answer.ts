import { learningApi } from '../../../../lib/api';

export interface SubmitResult {
  status: 'submitted';
  submittedAt: string;
}

/** POST shortAnswer/submit — hands the saved answer in for grading by a teacher. */
export function submitShortAnswer(id: number): Promise<SubmitResult> {
  return learningApi.post<SubmitResult>('shortAnswer/submit', { id });
}
