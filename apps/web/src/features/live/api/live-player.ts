import type { DataOf } from '@shangan/shared/contracts';
import type { GetLivePlayer } from '@shangan/shared/contracts/live';
import { mainApi } from '../../../lib/api';

export type LivePlayerAddresses = DataOf<typeof GetLivePlayer>;

/**
 * GET /pc/live/sessions/:id/player — fresh signed addresses for a reconnect (the old ones may
 * have expired). Silent: the player says what happened in its own frame.
 */
export function fetchLivePlayer(sessionId: number, signal?: AbortSignal) {
  return mainApi.get<DataOf<typeof GetLivePlayer>>(`/pc/live/sessions/${sessionId}/player`, {
    silent: true,
    ...(signal ? { signal } : {}),
  });
}
