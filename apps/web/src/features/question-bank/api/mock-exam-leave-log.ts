import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type { LogMockExamLeave } from '@shangan/shared/contracts/mock-exams';
import { learningApi } from '../../../lib/api';

/**
 * POST mockExam/leaveLog — the exam page was hidden or shown again. A keep-alive request: a
 * hidden page may be on its way to being closed. Silent: the candidate is not interrupted
 * about the log itself.
 */
export function logMockExamLeave(
  input: BodyOf<typeof LogMockExamLeave>,
): Promise<DataOf<typeof LogMockExamLeave>> {
  return learningApi.post<DataOf<typeof LogMockExamLeave>>('mockExam/leaveLog', input, {
    silent: true,
    keepalive: true,
  });
}
