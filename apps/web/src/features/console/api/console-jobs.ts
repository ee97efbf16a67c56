import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DataOf, QueryOf } from '@shangan/shared/contracts';
import type { ListJobs } from '@shangan/shared/contracts/console/jobs';
import { mainApi } from '../../../lib/api';
import { consoleKey } from './console-keys';

export type ConsoleJobsQuery = QueryOf<typeof ListJobs>;
export type ConsoleJobs = DataOf<typeof ListJobs>;

/** Every background-job query lives under this key. */
export const JOBS_KEY = consoleKey('jobs');

/** How often the list is read again while something on it waits or runs. */
export const JOBS_POLL_MS = 3_000;

/** Whether a run on the page may still change by itself: queued, running or due for a retry. */
export function jobsMoving(jobs: ConsoleJobs | undefined): boolean {
  return Boolean(
    jobs?.list.some(
      (run) => run.state === 'waiting' || run.state === 'active' || run.state === 'retrying',
    ),
  );
}

/** GET /console/jobs — one page of runs, newest first, of one state or all. */
export function fetchConsoleJobs(query: ConsoleJobsQuery) {
  return mainApi.get<DataOf<typeof ListJobs>>('/console/jobs', { params: query, silent: true });
}

export function useConsoleJobs(query: ConsoleJobsQuery) {
  return useQuery({
    queryKey: [...JOBS_KEY, 'list', query],
    queryFn: () => fetchConsoleJobs(query),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (jobsMoving(q.state.data) ? JOBS_POLL_MS : false),
  });
}
