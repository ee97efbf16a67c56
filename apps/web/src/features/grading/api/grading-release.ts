import { learningApi } from '../../../lib/api';

/** POST grading/release — gives the answer back to the queue (放弃批改). */
export function releaseAnswer(answerId: number): Promise<unknown> {
  return learningApi.post<unknown>('grading/release', { answerId }, { silent: true });
}
