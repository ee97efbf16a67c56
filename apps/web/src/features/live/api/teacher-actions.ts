/**
 * The teacher's controls of a room: remove, pin, mute, announce, end. Each answers what the
 * room's events will also carry, so the page applies the answer at once and the event again
 * (both idempotent). Not silent: a refusal is toasted in the server's words.
 */
import type { BodyOf, DataOf } from '@shangan/shared/contracts';
import type {
  EndLiveSession,
  MuteLiveUser,
  PinLiveMessage,
  RemoveLiveMessage,
  ResetLiveStreamKey,
  SetLiveAnnouncement,
} from '@shangan/shared/contracts/live';
import { mainApi } from '../../../lib/api';

/** DELETE /pc/live/messages/:id */
export function removeLiveMessage(messageId: number) {
  return mainApi.delete<DataOf<typeof RemoveLiveMessage>>(`/pc/live/messages/${messageId}`);
}

/** POST /pc/live/messages/:id/pin — 置顶 / 取消置顶. */
export function pinLiveMessage(messageId: number, pinned: boolean) {
  return mainApi.postJson<DataOf<typeof PinLiveMessage>>(`/pc/live/messages/${messageId}/pin`, {
    pinned,
  });
}

/** POST /pc/live/mutes — 禁言 / 解除禁言. */
export function muteLiveUser(body: BodyOf<typeof MuteLiveUser>) {
  return mainApi.postJson<DataOf<typeof MuteLiveUser>>('/pc/live/mutes', body);
}

/** POST /pc/live/announcement — an empty content takes the announcement down. */
export function setLiveAnnouncement(body: BodyOf<typeof SetLiveAnnouncement>) {
  return mainApi.postJson<DataOf<typeof SetLiveAnnouncement>>('/pc/live/announcement', body);
}

/** POST /pc/live/sessions/:id/end — 结束直播: the publisher is cut off, the playback prepared. */
export function endLiveSession(sessionId: number) {
  return mainApi.post<DataOf<typeof EndLiveSession>>(`/pc/live/sessions/${sessionId}/end`);
}

/** POST /pc/live/sessions/:id/streamKey — a new stream key; the old one stops working at once. */
export function resetLiveStreamKey(sessionId: number) {
  return mainApi.post<DataOf<typeof ResetLiveStreamKey>>(
    `/pc/live/sessions/${sessionId}/streamKey`,
  );
}
