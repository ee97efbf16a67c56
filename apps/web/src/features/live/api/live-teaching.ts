import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { ListLiveTeaching } from '@shangan/shared/contracts/live';
import { mainApi } from '../../../lib/api';
import { liveKeys } from './keys';

export type LiveTeaching = DataOf<typeof ListLiveTeaching>;

/**
 * GET /pc/live/teaching — the sessions the signed-in person teaches, with their publish
 * settings and whether a publisher is connected; empty for everybody else.
 */
export function fetchLiveTeaching() {
  return mainApi.get<DataOf<typeof ListLiveTeaching>>('/pc/live/teaching', { silent: true });
}

export function liveTeachingQuery(viewer: number) {
  return queryOptions({
    queryKey: liveKeys.teaching(viewer),
    queryFn: fetchLiveTeaching,
    enabled: viewer > 0,
    staleTime: 10_000,
  });
}

/** `watch`: ask again every few seconds (whether OBS has connected shows without a reload). */
export function useLiveTeaching(viewer: number, { watch = false, enabled = true } = {}) {
  return useQuery({
    ...liveTeachingQuery(viewer),
    enabled: viewer > 0 && enabled,
    ...(watch ? { refetchInterval: 5_000 } : {}),
  });
}
