import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetPaperDoStatus } from '@shangan/shared/contracts/question-bank';
import { learningApi } from '../../../lib/api';
import { qbKeys } from './keys';

/** GET historyPaper/paperDoStatus — a paper and where I stand with it. */
export function fetchPaperStatus(paperId: number): Promise<DataOf<typeof GetPaperDoStatus>> {
  return learningApi.get<DataOf<typeof GetPaperDoStatus>>('historyPaper/paperDoStatus', {
    params: { paperId },
  });
}

export function usePaperStatus(paperId: number) {
  return useQuery(
    queryOptions({
      queryKey: qbKeys.paperStatus(paperId),
      queryFn: () => fetchPaperStatus(paperId),
      enabled: paperId > 0,
      staleTime: 0,
    }),
  );
}
