import type { FastifyPluginAsync } from 'fastify';
import { courseVideoContextOf } from './app-context.ts';
import { keyRoute } from './routes/key.route.ts';
import { periodVidsRoute } from './routes/period-vids.route.ts';
import { playInfoRoute } from './routes/play-info.route.ts';
import { playSafeTokenRoute } from './routes/play-safe-token.route.ts';
import { playlistRoute } from './routes/playlist.route.ts';
import { progressRoute } from './routes/progress.route.ts';
import { segmentRoute } from './routes/segment.route.ts';
import { streamStateRoute } from './routes/stream-state.route.ts';
import { vidAuthorizationRoute } from './routes/vid-authorization.route.ts';

/**
 * Protected video on the main API (docs/areas/course-video.md): play info that starts a stream,
 * the stream's playlist, key and segments, progress reports and the stream's state, and the
 * play-safe token.
 */
export const courseVideoModule: FastifyPluginAsync = async (app) => {
  const ctx = courseVideoContextOf(app);
  for (const route of [
    playInfoRoute,
    progressRoute,
    streamStateRoute,
    playSafeTokenRoute,
    playlistRoute,
    segmentRoute,
    keyRoute,
  ]) {
    await app.register(route, { ctx });
  }
};

/**
 * The old site's video calls on the learning API, which its clients call with the session token
 * either in the `token` header or as a bearer.
 */
export const courseVideoLearningModule: FastifyPluginAsync = async (app) => {
  const ctx = courseVideoContextOf(app);
  app.addHook('onRequest', async (request) => {
    if (request.authToken) return;
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    request.authToken = match?.[1] ?? null;
  });
  await app.register(periodVidsRoute, { ctx });
  await app.register(vidAuthorizationRoute, { ctx });
};
