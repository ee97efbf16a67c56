import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { learningApi } from '../../../lib/api';
import { qbKeys } from './keys';
import type { PaperSummary } from './types';

export interface PaperFilter {
  page: number;
  size: number;
  subjectId?: number;
  year?: number;
  region?: string;
  examType?: string;
  examinationLevel?: string;
}

export interface PaperPage {
  list: PaperSummary[];
  total: number;
  regions: string[];
}

/** POST historyPaper/page — past papers filtered by year, region and examination level. */
export function fetchPapers(filter: PaperFilter): Promise<PaperPage> {
  return learningApi.post<PaperPage>('historyPaper/page', filter);
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
