import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { ListPaperYears } from '@shangan/shared/contracts/question-bank';
import { learningApi } from '../../../lib/api';
import { qbKeys } from './keys';

/** GET homePage/yearList — years that have past papers, newest first. */
export function fetchPaperYears(subjectId?: number): Promise<DataOf<typeof ListPaperYears>> {
  return learningApi.get<DataOf<typeof ListPaperYears>>('homePage/yearList', {
    params: subjectId ? { subjectId } : {},
  });
}

export function usePaperYears(subjectId?: number) {
  return useQuery(
    queryOptions({ queryKey: qbKeys.years(subjectId), queryFn: () => fetchPaperYears(subjectId) }),
  );
}
