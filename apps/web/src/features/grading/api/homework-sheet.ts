import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetHomeworkSheet } from '@shangan/shared/contracts/homework';
import { mainApi } from '../../../lib/api';
import { gradingKeys } from './keys';

/**
 * GET /app/studentAnswers/:id?type=teacher — one submission as its course's teacher sees it:
 * the questions with their keys, the learner's answers and photos, where the submission
 * stands. Silent: the page explains a refusal (403 无批改权限, 404).
 */
export function fetchHomeworkSheet(submissionId: number, signal?: AbortSignal) {
  return mainApi.get<DataOf<typeof GetHomeworkSheet>>(`/app/studentAnswers/${submissionId}`, {
    params: { type: 'teacher' },
    silent: true,
    ...(signal ? { signal } : {}),
  });
}

export function useHomeworkSheet(submissionId: number, enabled: boolean) {
  return useQuery({
    queryKey: gradingKeys.homeworkSheet(submissionId),
    queryFn: ({ signal }) => fetchHomeworkSheet(submissionId, signal),
    enabled,
    staleTime: 0,
    // The photo addresses are signed for a while; a correction in progress keeps its own state,
    // so a refetch never throws away what the teacher has done.
    refetchOnWindowFocus: false,
  });
}
