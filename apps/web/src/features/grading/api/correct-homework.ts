import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { CorrectHomework } from '@shangan/shared/contracts/homework';
import { mainApi } from '../../../lib/api';

export type CorrectHomeworkBody = BodyOf<typeof CorrectHomework>;
export type CorrectHomeworkResult = DataOf<typeof CorrectHomework>;

/**
 * PUT /app/studentAnswers/:submissionId — the correction (scores, comments, photo marks) or
 * the return with its reason, as JSON: the marks are lists of objects, which a form cannot
 * carry. Silent: the page keeps what the teacher did and shows the server's reason.
 */
export function correctHomework(submissionId: number, body: CorrectHomeworkBody) {
  return mainApi.putJson<DataOf<typeof CorrectHomework>>(
    `/app/studentAnswers/${submissionId}`,
    body,
    { silent: true },
  );
}
