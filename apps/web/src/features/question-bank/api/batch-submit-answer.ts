import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { BatchSubmitAnswers } from '@shangan/shared/contracts/question-bank';
import { learningApi } from '../../../lib/api';

/** The body without its constant: questionClassified is always 1 (a material question). */
export type BatchSubmitInput = Omit<BodyOf<typeof BatchSubmitAnswers>, 'questionClassified'>;

/** POST historyPaper/batchSubmitAnswer — every sub-question of one material question at once. */
export function batchSubmitAnswers(
  input: BatchSubmitInput,
): Promise<DataOf<typeof BatchSubmitAnswers>> {
  return learningApi.post<DataOf<typeof BatchSubmitAnswers>>(
    'historyPaper/batchSubmitAnswer',
    { ...input, questionClassified: 1 },
    { silent: true },
  );
}
