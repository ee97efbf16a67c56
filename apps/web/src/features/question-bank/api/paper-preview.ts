import { queryOptions, useQuery } from '@tanstack/react-query';
import { learningApi } from '../../../lib/api';
import { qbKeys } from './keys';
import type { PaperSummary, Question } from './types';

export interface PaperPreview {
  paper: PaperSummary;
  questions: Question[];
}

/** GET historyPaper/paperPreview — the whole paper to read, without keys. */
export function fetchPaperPreview(paperId: number): Promise<PaperPreview> {
  return learningApi.get<PaperPreview>('historyPaper/paperPreview', { params: { paperId } });
}

export function usePaperPreview(paperId: number) {
  return useQuery(
    queryOptions({
      queryKey: qbKeys.paperPreview(paperId),
      queryFn: () => fetchPaperPreview(paperId),
      enabled: paperId > 0,
    }),
  );
}
