import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { ListPapers } from '@shangan/shared/contracts/question-bank';
import { learningApi } from '../../../lib/api';
import { qbKeys } from './keys';

export interface PaperFilter {
  page: number;
  size: number;
  subjectId?: number;
  year?: number;
  region?: string;
  examType?: string;
  examinationLevel?: string;
}

/** POST historyPaper/page — past papers filtered by year, region and examination level. */
export function fetchPapers(filter: PaperFilter): Promise<DataOf<typeof ListPapers>> {
  return learningApi.post<DataOf<typeof ListPapers>>('historyPaper/page', filter);
}

export function usePapers(filter: PaperFilter) {
  return useQuery(
    queryOptions({
      queryKey: qbKeys.papers(filter),
      queryFn: () => fetchPapers(filter),
      placeholderData: keepPreviousData,
    }),
  );
}
