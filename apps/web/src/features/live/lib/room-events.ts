import type { LiveMessage, LiveRoomEvent, LiveStateEvent } from '@shangan/shared/contracts/live';
import type { SseEvent } from '../../../lib/sse-parser';

/** One event of a live room's stream, by the name the server gives it. */
export type RoomEvent = LiveRoomEvent;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isMessage = (value: unknown): value is LiveMessage =>
  isObject(value) && typeof value.id === 'number' && typeof value.content === 'string';

/**
 * The room event a frame carries, or null for anything else (a frame of another kind, or one a
 * proxy cut short): checked rather than trusted, since a wrong shape would break the page.
 */
export function roomEventOf(frame: SseEvent): RoomEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(frame.data);
  } catch {
    return null;
  }
  if (!isObject(data)) return null;
  switch (frame.event) {
    case 'message':
      return isMessage(data) ? { type: 'message', data } : null;
    case 'removed':
      return typeof data.messageId === 'number'
        ? { type: 'removed', data: { messageId: data.messageId } }
        : null;
    case 'pinned':
      return isMessage(data.message) ? { type: 'pinned', data: { message: data.message } } : null;
    case 'announcement':
      return typeof data.content === 'string'
        ? { type: 'announcement', data: { content: data.content } }
        : null;
    case 'state':
      return typeof data.state === 'string'
        ? { type: 'state', data: data as LiveStateEvent }
        : null;
    case 'online':
      return typeof data.count === 'number'
        ? { type: 'online', data: { count: data.count } }
        : null;
    case 'muted':
      return typeof data.userId === 'number' && typeof data.muted === 'boolean'
        ? { type: 'muted', data: { userId: data.userId, muted: data.muted } }
        : null;
    default:
      return null;
  }
}
