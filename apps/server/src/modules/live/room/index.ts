import type { LiveContext } from '../context.ts';
import { announcementRoute } from './routes/announcement.route.ts';
import { listMessagesRoute } from './routes/list-messages.route.ts';
import { muteUserRoute } from './routes/mute-user.route.ts';
import { pinMessageRoute } from './routes/pin-message.route.ts';
import { removeMessageRoute } from './routes/remove-message.route.ts';
import { roomEventsRoute } from './routes/room-events.route.ts';
import { sendMessageRoute } from './routes/send-message.route.ts';

/**
 * The live room: its chat, the teacher's hand over it, and its events to every viewer on every
 * instance (the bus).
 */
export { createLiveBus, type LiveBus, type LiveEvent, type LiveBusOptions } from './bus.ts';
export { isMuted, messageCounts } from './chat.repository.ts';

/** The room's API routes, each taking `{ ctx }`. */
export const liveRoomRoutes = [
  listMessagesRoute,
  sendMessageRoute,
  removeMessageRoute,
  pinMessageRoute,
  muteUserRoute,
  announcementRoute,
  roomEventsRoute,
];

/** Viewers in the session's room now, across instances. */
export function roomOnline(ctx: Pick<LiveContext, 'bus'>, sessionId: number): Promise<number> {
  return ctx.bus.online(sessionId);
}
