import type { DataOf } from '@shangan/shared/contracts';
import type { ListLiveMessages } from '@shangan/shared/contracts/live';
import { mainApi } from '../../../lib/api';

export type LiveMessagesPage = DataOf<typeof ListLiveMessages>;

/**
 * GET /pc/live/sessions/:id/messages — the latest chat messages (or those before `beforeId`)
 * and the pinned ones. Silent: the chat panel shows a failed load itself.
 */
export function fetchLiveMessages(sessionId: number, beforeId?: number) {
  return mainApi.get<DataOf<typeof ListLiveMessages>>(`/pc/live/sessions/${sessionId}/messages`, {
    params: beforeId ? { beforeId } : {},
    silent: true,
  });
}
