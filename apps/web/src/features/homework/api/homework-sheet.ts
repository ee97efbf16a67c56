import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetHomeworkSheet } from '@shangan/shared/contracts/homework';
import { mainApi } from '../../../lib/api';
import { homeworkKeys } from './keys';

export type Sheet = DataOf<typeof GetHomeworkSheet>;

/**
 * GET /app/studentAnswers/:id?type=student — one homework as I see it: its head and questions,
 * my submission and answers (keys, scores and marks once corrected), and whether I may answer.
 */
export function fetchHomeworkSheet(homeworkId: number) {
  return mainApi.get<DataOf<typeof GetHomeworkSheet>>(`/app/studentAnswers/${homeworkId}`, {
    params: { type: 'student' },
    silent: true,
  });
}

export function homeworkSheetQuery(viewer: number, homeworkId: number) {
  return queryOptions({
    queryKey: homeworkKeys.sheet(viewer, homeworkId),
    queryFn: () => fetchHomeworkSheet(homeworkId),
    enabled: viewer > 0 && homeworkId > 0,
  });
}

/**
 * `live: false` (the answer card): read afresh on arrival (wait for `isFetchedAfterMount`), then
 * not again behind the learner's back, since the page's own answers are newer than any copy the
 * server would send meanwhile.
 */
export function useHomeworkSheet(viewer: number, homeworkId: number, { live = true } = {}) {
  return useQuery({
    ...homeworkSheetQuery(viewer, homeworkId),
    ...(live
      ? {}
      : { staleTime: Infinity, refetchOnWindowFocus: false, refetchOnMount: 'always' as const }),
  });
}
