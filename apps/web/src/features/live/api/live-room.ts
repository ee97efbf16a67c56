import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@shangan/shared/contracts';
import type { GetLiveRoom } from '@shangan/shared/contracts/live';
import { mainApi } from '../../../lib/api';
import { liveKeys } from './keys';

export type LiveRoomData = DataOf<typeof GetLiveRoom>;

/**
 * GET /pc/live/sessions/:id — the room as this viewer may use it: state, access (and the way
 * in), the player's signed addresses while live, the announcement and the teacher's rights.
 */
export function fetchLiveRoom(sessionId: number) {
  return mainApi.get<DataOf<typeof GetLiveRoom>>(`/pc/live/sessions/${sessionId}`, {
    silent: true,
  });
}

export function liveRoomQuery(viewer: number, sessionId: number) {
  return queryOptions({
    queryKey: liveKeys.room(viewer, sessionId),
    queryFn: () => fetchLiveRoom(sessionId),
    enabled: sessionId > 0,
    // The room's events keep it current; a refetch behind the viewer's back would only hand
    // the player new addresses and restart a stream that is playing fine.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/**
 * `waiting`: who is asking is not known yet (the user query is loading).
 * `refetchWhileProcessing`: read again this often while the playback is being made (the
 * playback page, which has no event stream).
 */
export function useLiveRoom(
  viewer: number,
  sessionId: number,
  waiting = false,
  { refetchWhileProcessing = 0 } = {},
) {
  return useQuery({
    ...liveRoomQuery(viewer, sessionId),
    enabled: sessionId > 0 && !waiting,
    refetchInterval: (query) =>
      refetchWhileProcessing > 0 && query.state.data?.state === 'processing'
        ? refetchWhileProcessing
        : false,
  });
}
