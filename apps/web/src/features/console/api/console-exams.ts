import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataOf, QueryOf } from '@shangan/shared/contracts';
import type { ListConsoleExams } from '@shangan/shared/contracts/console/site-content';
import { mainApi } from '../../../lib/api';
import { siteContentKey } from './console-keys';

export type ConsoleExamsQuery = QueryOf<typeof ListConsoleExams>;

/**
 * GET /console/site-content/exams — one page of the exam calendar, latest exam first, found by
 * kind of exam and name.
 */
export function fetchConsoleExams(query: ConsoleExamsQuery) {
  return mainApi.get<DataOf<typeof ListConsoleExams>>('/console/site-content/exams', {
    params: query,
    silent: true,
  });
}

export function useConsoleExams(query: ConsoleExamsQuery) {
  return useQuery({
    queryKey: siteContentKey('exams', query),
    queryFn: () => fetchConsoleExams(query),
    placeholderData: keepPreviousData,
  });
}
