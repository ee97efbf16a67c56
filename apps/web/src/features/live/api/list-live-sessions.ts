import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf, QueryOf } from '@shangan/shared/contracts';
import type { ListLiveSessions } from '@shangan/shared/contracts/live';
import { mainApi } from '../../../lib/api';
import { liveKeys } from './keys';

export type LiveSessionsQuery = QueryOf<typeof ListLiveSessions>;
export type LiveSessions = DataOf<typeof ListLiveSessions>;

/** GET /pc/live/sessions — the schedule by tab (今天 / 即将开始 / 往期回放), exam and subject. */
export function fetchLiveSessions(query: LiveSessionsQuery) {
  return mainApi.get<DataOf<typeof ListLiveSessions>>('/pc/live/sessions', {
    params: query,
    silent: true,
  });
}

export function liveSessionsQuery(viewer: number, query: LiveSessionsQuery) {
  return queryOptions({
    queryKey: liveKeys.sessions(viewer, query),
    queryFn: () => fetchLiveSessions(query),
    placeholderData: keepPreviousData,
    // A class going live changes its badge and online count: fresh enough without a push.
    staleTime: 15_000,
    refetchInterval: 60_000,
  });
}

export function useLiveSessions(viewer: number, query: LiveSessionsQuery, enabled = true) {
  return useQuery({ ...liveSessionsQuery(viewer, query), enabled });
}
