import { queryOptions, useQuery } from '@tanstack/react-query';
import { learningApi } from '../../../lib/api';
import { qbKeys } from './keys';

export interface PaperYear {
  year: number;
  paperCount: number;
}

/** GET homePage/yearList — years that have past papers, newest first. */
export function fetchPaperYears(subjectId?: number): Promise<PaperYear[]> {
  return learningApi.get<PaperYear[]>('homePage/yearList', {
    params: subjectId ? { subjectId } : {},
  });
}

export function usePaperYears(subjectId?: number) {
  return useQuery(
    queryOptions({ queryKey: qbKeys.years(subjectId), queryFn: () => fetchPaperYears(subjectId) }),
  );
}
