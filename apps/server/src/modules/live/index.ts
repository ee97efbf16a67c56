import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { LiveContext } from './context.ts';
import { createLiveMedia, liveMediaPlugin, liveMediaRoutes } from './media/index.ts';
import { startReminderSweeper } from './reminders.ts';
import { createLiveBus, liveRoomRoutes } from './room/index.ts';
import { consoleLiveLessonRemoveRoute } from './routes/console-live-lesson-remove.route.ts';
import { consoleLiveLessonSaveRoute } from './routes/console-live-lesson-save.route.ts';
import { consoleLiveLessonsRoute } from './routes/console-live-lessons.route.ts';
import { lessonSessionRoute } from './routes/lesson-session.route.ts';
import { listSessionsRoute } from './routes/list-sessions.route.ts';
import { livePlayerRoute } from './routes/live-player.route.ts';
import { liveRoomRoute } from './routes/live-room.route.ts';
import { reminderRoute } from './routes/reminder.route.ts';
import { streamKeyRoute } from './routes/stream-key.route.ts';
import { teachingRoute } from './routes/teaching.route.ts';

/**
 * One context per app: the room bus (a Redis subscription) and the media side (the embedded
 * media server, the recorders) are built once and shared by the API routes and the media routes
 * outside the API.
 */
const contexts = new WeakMap<object, Promise<LiveContext>>();

function contextOf(app: FastifyInstance): Promise<LiveContext> {
  let ctx = contexts.get(app.db);
  if (!ctx) {
    ctx = buildContext(app);
    contexts.set(app.db, ctx);
  }
  return ctx;
}

async function buildContext(app: FastifyInstance): Promise<LiveContext> {
  const bus = await createLiveBus({
    redis: app.redis,
    log: app.log,
    prefix: app.config.redisPrefix,
  });
  const base = { db: app.db, engine: app.dbEngine, config: app.config, log: app.log, bus };
  const media = await createLiveMedia(base);
  return { ...base, media };
}

/**
 * Live classes on the main API (docs/areas/live.md): the schedule, the room, reminders, the
 * chat and the room's events, and the teacher's controls.
 */
export const liveModule: FastifyPluginAsync = async (app) => {
  const ctx = await contextOf(app);
  for (const route of [
    listSessionsRoute,
    liveRoomRoute,
    lessonSessionRoute,
    livePlayerRoute,
    reminderRoute,
    teachingRoute,
    streamKeyRoute,
    consoleLiveLessonsRoute,
    consoleLiveLessonSaveRoute,
    consoleLiveLessonRemoveRoute,
    ...liveRoomRoutes,
    ...liveMediaRoutes,
  ]) {
    await app.register(route, { ctx });
  }
};

/**
 * What runs beside the API: the live media outside it (the viewers' FLV and HLS, an external
 * media server's publish hooks), the class reminders' sweeper, and the end of the media server
 * and the bus with the app.
 */
export const liveMediaModule: FastifyPluginAsync = async (app) => {
  const ctx = await contextOf(app);
  await app.register(liveMediaPlugin, { ctx });
  let stopReminders = () => {};
  app.addHook('onReady', async () => {
    stopReminders = startReminderSweeper(ctx.db, app.sms, app.log);
  });
  app.addHook('onClose', async () => {
    stopReminders();
    await Promise.all([ctx.media.close(), ctx.bus.close()]);
  });
};
