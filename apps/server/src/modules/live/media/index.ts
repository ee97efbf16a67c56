import type { FastifyPluginAsync } from 'fastify';
import type { LiveContext, LiveMedia } from '../context.ts';
import { endSessionRoute } from '../routes/end-session.route.ts';
import { flvRoute } from './routes/flv.route.ts';
import { hlsPlaylistRoute } from './routes/hls-playlist.route.ts';
import { hlsSegmentRoute } from './routes/hls-segment.route.ts';
import { publishHookRoute } from './routes/publish-hook.route.ts';
import { unpublishHookRoute } from './routes/unpublish-hook.route.ts';
import { LiveMediaRuntime, type LiveBase } from './runtime.ts';

/**
 * The media side of live classes: the media server that takes the teacher's stream (embedded
 * node-media-server, or an external one through its hooks), the viewers' FLV and HLS, the
 * recorders, and the way from a recording to the lesson's playback.
 *
 * createLiveMedia makes it for one app and starts nothing: the app's onReady (after the
 * migrations) opens the media server and starts the sweeper, its close stops them.
 */
export async function createLiveMedia(base: LiveBase): Promise<LiveMedia> {
  return new LiveMediaRuntime(base);
}

/** Routes of the main API: the teacher's 结束直播. */
export const liveMediaRoutes = [endSessionRoute];

/**
 * Routes outside the API, registered at the app's root (viewers' players and media servers
 * call them without the API's session header): /live-media/flv, /live-media/hls and the hooks.
 */
export const liveMediaPlugin: FastifyPluginAsync<{ ctx: LiveContext }> = async (app, { ctx }) => {
  if (!(ctx.media instanceof LiveMediaRuntime)) return;
  const runtime = ctx.media;
  for (const route of [
    flvRoute,
    hlsPlaylistRoute,
    hlsSegmentRoute,
    publishHookRoute,
    unpublishHookRoute,
  ]) {
    await app.register(route, { runtime });
  }
  app.addHook('onReady', async () => {
    await runtime.start();
  });
};
