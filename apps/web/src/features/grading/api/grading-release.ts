import { API_PREFIX } from '@shangan/shared';
import type { DataOf } from '@shangan/shared/contracts';
import type { ReleaseAnswer } from '@shangan/shared/contracts/short-answer';
import { learningApi } from '../../../lib/api';
import { getLearningToken } from '../../../lib/session-storage';

/** POST grading/release — gives the answer back to the queue (放弃批改). */
export function releaseAnswer(answerId: number) {
  return learningApi.post<DataOf<typeof ReleaseAnswer>>(
    'grading/release',
    { answerId },
    { silent: true },
  );
}

/**
 * The same while the page goes away (closed, reloaded, navigated off the site): a keepalive
 * request outlives the page, so the answer is back in the queue at once, not in 15 minutes.
 */
export function releaseAnswerOnExit(answerId: number): void {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const token = getLearningToken();
  if (token) headers.token = token;
  void fetch(`${API_PREFIX.learning}/grading/release`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ answerId }),
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => undefined);
}
