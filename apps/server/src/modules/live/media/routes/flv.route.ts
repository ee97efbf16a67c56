import http from 'node:http';
import https from 'node:https';
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { outsideContract } from '../../../../lib/contract-route.ts';
import { admit, refuse } from '../admission.ts';
import { MEDIA_MSG } from '../messages.ts';
import type { LiveMediaRuntime } from '../runtime.ts';

/** A viewer this far behind (bytes waiting for its connection) is dropped; its player reconnects. */
const MAX_BACKLOG_BYTES = 4 * 1024 * 1024;
/** The media server answers at once (with the FLV header) whether or not the teacher is on. */
const UPSTREAM_TIMEOUT_MS = 10_000;

/**
 * GET /live-media/flv/{stream}.flv?t={viewer token} — the class as HTTP-FLV (a few seconds of
 * delay, played with MSE). Checked like every connection (token, session live, the viewer's
 * right to watch now), then the media server's stream is piped through: viewers never reach
 * the media server themselves. The upstream closes when the viewer leaves, and the viewer's
 * stream when the class stops being live. A viewer whose connection cannot keep up is dropped
 * rather than buffered without end. One viewer holds at most FLV_STREAMS_PER_VIEWER of them at
 * once: the address is a bearer credential, and this keeps it from serving a crowd.
 */
export const flvRoute: FastifyPluginAsyncTypebox<{ runtime: LiveMediaRuntime }> = async (
  app,
  { runtime },
) => {
  app.get(
    '/live-media/flv/:file',
    {
      schema: outsideContract('a live HTTP-FLV stream', {
        tags: ['直播课·媒体'],
        summary: '直播 HTTP-FLV 流（观看令牌；直播中且有权观看）',
        params: Type.Object({ file: Type.String({ maxLength: 60 }) }),
        querystring: Type.Object({ t: Type.String({ maxLength: 100, default: '' }) }),
      }),
      logLevel: 'warn',
    },
    async (request, reply) => {
      const stream = /^(.+)\.flv$/.exec(request.params.file)?.[1] ?? '';
      const admission = await admit(runtime, stream, request.query.t, { checkAccess: true });
      if (!admission.ok) return refuse(reply, admission.status, admission.msg);
      const url = runtime.upstreamUrl(stream);
      if (!url) return refuse(reply, 503, MEDIA_MSG.unavailable);
      const release = runtime.takeViewerStream(admission.session.id, admission.userId);
      if (!release) return refuse(reply, 429, MEDIA_MSG.tooManyStreams);

      const upstream = await openUpstream(url);
      if (!upstream) {
        release();
        return refuse(reply, 503, MEDIA_MSG.notReady);
      }

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        ...(reply.getHeaders() as http.OutgoingHttpHeaders),
        'content-type': 'video/x-flv',
        'cache-control': 'no-store',
        // nginx in front must pass the stream on as it comes.
        'x-accel-buffering': 'no',
      });
      let done = false;
      const teardown = () => {
        if (done) return;
        done = true;
        release();
        untrack();
        upstream.destroy();
        if (!res.writableEnded) res.end();
      };
      const untrack = runtime.trackProxy(admission.session.id, teardown);
      upstream.on('data', (chunk: Buffer) => {
        if (done) return;
        if (!res.write(chunk) && res.writableLength > MAX_BACKLOG_BYTES) teardown();
      });
      upstream.once('end', teardown);
      upstream.once('error', teardown);
      upstream.once('close', teardown);
      res.once('close', teardown);
      res.once('error', teardown);
      // A viewer who left while the upstream was opened is gone before the listeners above were
      // there: without this its upstream (and its place among the viewer's streams) stayed.
      if (res.destroyed || !res.socket || res.socket.destroyed) teardown();
    },
  );
};

/** The upstream's answer when it is a stream (200), else null (refused, unreachable, slow). */
function openUpstream(url: string): Promise<http.IncomingMessage | null> {
  return new Promise((resolve) => {
    const get = url.startsWith('https:') ? https.get : http.get;
    const request = get(url, { timeout: UPSTREAM_TIMEOUT_MS }, (response) => {
      request.setTimeout(0);
      if (response.statusCode !== 200) {
        response.resume();
        resolve(null);
        return;
      }
      resolve(response);
    });
    request.once('timeout', () => request.destroy());
    request.once('error', () => resolve(null));
  });
}
