import fs from 'node:fs';
import http from 'node:http';
import type { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { LivePublish, LiveRoom } from '@shangan/shared/contracts/live';
import { call, send } from '../../../../test/client.ts';
import { privateStorage } from '../../../../test/hls.ts';
import { createTestApp, engines, type TestApp } from '../../../../test/test-app.ts';
import { loadConfig, type LiveConfig } from '../../../config/env.ts';
import {
  createLiveSession,
  sessionRow,
  newSessionTeacher,
  newViewer,
  type TestSession,
} from '../live.test-support.ts';
import {
  embeddedLive,
  hasFfmpeg,
  openFlv,
  pushTestPattern,
  waitFor,
} from './media.test-support.ts';
import { MEDIA_MSG } from './messages.ts';
import { FLV_STREAMS_PER_VIEWER } from './runtime.ts';
import { viewerToken } from './viewer-token.ts';

const storage = privateStorage('live-media-attack');

/**
 * The media side as an attacker would meet it, on the embedded media server and both engines:
 * a leaked key after the teacher replaced it, paths that try to leave the stream's folder, hooks
 * on a deployment that takes none, and the logs, which must never hold a stream key or a
 * viewer's token.
 */
describe.each(engines)('live media under attack (%s)', (engine) => {
  let t: TestApp;
  let app: FastifyInstance;
  let live: LiveConfig;
  let base: string;
  const lines: string[] = [];

  beforeAll(async () => {
    live = await embeddedLive({ hookSecret: 'hook-secret-of-the-test' });
    t = await createTestApp(engine, {
      config: { storage, live, logLevel: 'debug' },
      logStream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    });
    app = t.app;
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t?.close();
  });

  const rowOf = (session: TestSession) => sessionRow(app, session);
  const exited = (pusher: ReturnType<typeof pushTestPattern>) =>
    pusher.child.exitCode !== null || pusher.child.signalCode !== null;

  it.skipIf(!hasFfmpeg)(
    'drops a publisher who came with the key the teacher has just replaced, and lets the new key in',
    async () => {
      const session = await createLiveSession(app);
      const teacher = await newSessionTeacher(app, session);
      const leaked = `${live.rtmpPublicUrl}/${session.streamName}?key=${session.streamKey}`;
      const impostor = pushTestPattern(leaked);
      let rightful: ReturnType<typeof pushTestPattern> | null = null;
      try {
        await waitFor('the impostor to be publishing', async () => {
          const row = await rowOf(session);
          return row.state === 'live' && row.publishing_since !== null;
        });
        const renewed = await call<LivePublish>(
          app,
          'POST',
          `/pc/live/sessions/${session.id}/streamKey`,
          { token: teacher.token },
        );
        expect(renewed.code).toBe(200);
        // The old key stops working at once: its publisher is sent away…
        await waitFor('the impostor to be dropped', async () => exited(impostor), 20_000);
        // …and the class is still live, waiting for its teacher.
        expect((await rowOf(session)).state).toBe('live');
        const again = pushTestPattern(leaked);
        await again.exited;

        rightful = pushTestPattern(renewed.data.rtmpUrl);
        await waitFor('the teacher to be publishing with the new key', async () => {
          const row = await rowOf(session);
          return row.publishing_since !== null && !exited(rightful!);
        });
      } finally {
        await impostor.stop();
        await rightful?.stop();
      }
    },
    90_000,
  );

  it('never lets a stream or segment name leave the stream folder', async () => {
    const session = await createLiveSession(app, { state: 'live' });
    const learner = await newViewer(app, session);
    const room = await call<LiveRoom>(app, 'GET', `/pc/live/sessions/${session.id}`, {
      token: learner.token,
    });
    const t = new URL(room.data.player!.flvUrl, 'http://x').searchParams.get('t')!;
    // Something worth stealing next to the live HLS.
    const dir = path.join(live.recordDir, String(session.id));
    fs.mkdirSync(path.join(dir, 'hls'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'recording.ts'), 'SECRET-RECORDING');
    fs.writeFileSync(path.join(dir, 'hls', 'index.m3u8'), '#EXTM3U\n../recording.ts\ns1.ts\n');
    const q = `?t=${encodeURIComponent(t)}`;
    for (const url of [
      `/live-media/hls/${session.streamName}/..%2Frecording.ts${q}`,
      `/live-media/hls/${session.streamName}/%2E%2E%2Frecording.ts${q}`,
      `/live-media/hls/${session.streamName}/s1.ts%2F..%2F..%2Frecording.ts${q}`,
      `/live-media/hls/${session.streamName}/..\\recording.ts${q}`,
      `/live-media/hls/..%2F${session.id}/recording.ts${q}`,
      `/live-media/hls/${session.streamName}%2F..%2F..%2F${session.id}/recording.ts${q}`,
      `/live-media/flv/..%2F..%2F${session.streamName}.flv${q}`,
      `/live-media/flv/${session.streamName}%2F..%2F..%2Fetc%2Fpasswd.flv${q}`,
      `/live-media/hls/${session.streamName}/../${session.id}/recording.ts${q}`,
    ]) {
      const res = await send(app, 'GET', url);
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.body, url).not.toContain('SECRET-RECORDING');
    }
    // The playlist names only the segments, each with the viewer's token.
    const list = await send(app, 'GET', room.data.player!.hlsUrl);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(`s1.ts?t=`);
    expect(list.body).toContain('../recording.ts\n');
    expect(list.body).not.toContain('../recording.ts?t=');
  });

  it('takes no hook on a deployment whose media server is its own, whatever the secret', async () => {
    const session = await createLiveSession(app);
    for (const token of ['', 'wrong', 'hook-secret-of-the-test']) {
      for (const kind of ['publish', 'unpublish']) {
        const res = await send(app, 'POST', `/live-media/hooks/${kind}?token=${token}`, {
          body: {
            action: `on_${kind}`,
            app: 'live',
            stream: session.streamName,
            param: `?key=${session.streamKey}`,
          },
        });
        expect(res.statusCode).toBe(403);
      }
    }
    expect(await rowOf(session)).toMatchObject({ state: 'scheduled', publishing_since: null });
  });

  it('refuses a token minted before the refund, and one of another learner, at the next connection', async () => {
    const session = await createLiveSession(app, { state: 'live' });
    const learner = await newViewer(app, session);
    const room = await call<LiveRoom>(app, 'GET', `/pc/live/sessions/${session.id}`, {
      token: learner.token,
    });
    const player = room.data.player!;
    await app.db
      .deleteFrom('course_enrolments')
      .where('user_id', '=', learner.id)
      .where('course_id', '=', session.courseId)
      .execute();
    for (const url of [player.flvUrl, player.hlsUrl]) {
      const res = await send(app, 'GET', url);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(403);
    }
    // A token for a user who never held the course, signed with a wrong secret.
    const forged = viewerToken('not-the-app-secret', {
      sessionId: session.id,
      userId: learner.id,
      expires: Math.floor(Date.now() / 1000) + 600,
    });
    const res = await send(app, 'GET', `/live-media/flv/${session.streamName}.flv?t=${forged}`);
    expect(res.statusCode).toBe(403);
  });

  it.skipIf(!hasFfmpeg)(
    'writes no stream key, hook secret or viewer token to the log',
    async () => {
      const session = await createLiveSession(app);
      const teacher = await newSessionTeacher(app, session);
      const learner = await newViewer(app, session);
      const wrong = pushTestPattern(`${live.rtmpPublicUrl}/${session.streamName}?key=wrongkey123`);
      await wrong.exited;
      const pusher = pushTestPattern(
        `${live.rtmpPublicUrl}/${session.streamName}?key=${session.streamKey}`,
      );
      try {
        await waitFor('the class to be live', async () => (await rowOf(session)).state === 'live');
        const room = await call<LiveRoom>(app, 'GET', `/pc/live/sessions/${session.id}`, {
          token: learner.token,
        });
        const viewer = await openFlv(base + room.data.player!.flvUrl);
        await waitFor('the picture', async () => viewer.read.tagTypes.includes(9));
        await viewer.close();
        await send(app, 'GET', `${room.data.player!.flvUrl}x`);
        await send(app, 'POST', '/live-media/hooks/publish?token=hook-secret-of-the-test', {
          body: { app: 'live', stream: session.streamName, param: `?key=${session.streamKey}` },
        });
        const renewed = await call<LivePublish>(
          app,
          'POST',
          `/pc/live/sessions/${session.id}/streamKey`,
          { token: teacher.token },
        );
        const newKey = new URLSearchParams(renewed.data.streamKey.split('?')[1]).get('key')!;
        const token = new URL(room.data.player!.flvUrl, 'http://x').searchParams.get('t')!;
        const log = lines.join('');
        expect(log).toContain(session.streamName);
        for (const secret of [
          session.streamKey,
          newKey,
          'wrongkey123',
          'hook-secret-of-the-test',
          token.split('.').at(-1)!,
        ]) {
          expect(log).not.toContain(secret);
        }
      } finally {
        await pusher.stop();
      }
    },
    60_000,
  );
});

/**
 * An external media server the test controls: it answers each FLV request when told to, and
 * says when the app hung up on it.
 */
function fakeUpstream() {
  const pending: Array<() => void> = [];
  let hungUp = 0;
  let heldHungUp = 0;
  let holding = false;
  const server = http.createServer((req, res) => {
    // A stream answered at once starts with the FLV header; one held (a slow server) sends its
    // headers only when let go, and nothing after them, as a stream whose teacher is not on.
    const answer = (held: boolean) => {
      res.writeHead(200, { 'content-type': 'video/x-flv' });
      if (held) res.flushHeaders();
      else res.write(Buffer.from([0x46, 0x4c, 0x56, 1, 5, 0, 0, 0, 9, 0, 0, 0, 0]));
      res.once('close', () => {
        hungUp += 1;
        if (held) heldHungUp += 1;
      });
    };
    // Only the app's own viewer streams are held: the recorder (ffmpeg, "Lavf" in its user
    // agent) of a class the app knows is live reads the same upstream, more so with Redis
    // telling every instance, and it must not be counted among them.
    const recorder = /Lavf/i.test(req.headers['user-agent'] ?? '');
    if (holding && !recorder) pending.push(() => answer(true));
    else answer(false);
  });
  return {
    server,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const answer of pending.splice(0)) answer();
    },
    pending: () => pending.length,
    hungUp: () => hungUp,
    /** Answers that were held and that the app has hung up on since. */
    heldHungUp: () => heldHungUp,
  };
}

describe.each(engines)('live media from an external server, under attack (%s)', (engine) => {
  let t: TestApp;
  let base: string;
  const upstream = fakeUpstream();

  beforeAll(async () => {
    await new Promise<void>((resolve) => upstream.server.listen(0, '127.0.0.1', resolve));
    const port = (upstream.server.address() as { port: number }).port;
    const recordDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shangan-live-ext-'));
    t = await createTestApp(engine, {
      config: {
        storage,
        live: {
          ...loadConfig({ NODE_ENV: 'test' }).live,
          media: 'external',
          flvUpstream: `http://127.0.0.1:${port}/live/{stream}.flv`,
          hookSecret: 'external-hook-secret',
          recordDir,
        },
      },
    });
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    // fetch's pool opens connections that never send a request after some aborted streams;
    // the server would wait its keep-alive time for them.
    t?.app.server.closeAllConnections();
    await t?.close();
    upstream.server.closeAllConnections();
    await new Promise((resolve) => upstream.server.close(resolve));
  });

  const rowOf = (session: TestSession) => sessionRow(t.app, session);
  const playerOf = async (session: TestSession, token: string) =>
    (await call<LiveRoom>(t.app, 'GET', `/pc/live/sessions/${session.id}`, { token })).data.player!;

  it('takes hooks only with the secret, and a publish only with the current key', async () => {
    const session = await createLiveSession(t.app);
    const teacher = await newSessionTeacher(t.app, session);
    const hook = (kind: string, token: string | null, body: object) =>
      send(t.app, 'POST', `/live-media/hooks/${kind}${token === null ? '' : `?token=${token}`}`, {
        body,
      });
    const publish = (key: string) => ({
      app: 'live',
      stream: session.streamName,
      param: `?key=${key}`,
    });
    for (const token of [null, '', 'external-hook-secreT', 'external-hook-secret-', 'x']) {
      expect((await hook('publish', token, publish(session.streamKey))).statusCode).toBe(403);
    }
    // The secret in the body instead of the address is no secret.
    expect(
      (
        await hook('publish', null, {
          ...publish(session.streamKey),
          token: 'external-hook-secret',
        })
      ).statusCode,
    ).toBe(403);
    // Another app, a stream name that is a path, no key.
    for (const body of [
      { ...publish(session.streamKey), app: 'other' },
      { ...publish(session.streamKey), stream: `../${session.streamName}` },
      { app: 'live', stream: session.streamName },
    ]) {
      expect((await hook('publish', 'external-hook-secret', body)).statusCode).toBe(403);
    }
    expect((await rowOf(session)).state).toBe('scheduled');

    expect(
      (await hook('publish', 'external-hook-secret', publish(session.streamKey))).statusCode,
    ).toBe(200);
    const since = (await rowOf(session)).publishing_since;
    expect(since).not.toBeNull();
    // A forged unpublish changes nothing.
    await hook('unpublish', 'wrong', { app: 'live', stream: session.streamName });
    expect((await rowOf(session)).publishing_since).toBe(since);

    const renewed = await call<LivePublish>(
      t.app,
      'POST',
      `/pc/live/sessions/${session.id}/streamKey`,
      {
        token: teacher.token,
      },
    );
    const newKey = new URLSearchParams(renewed.data.streamKey.split('?')[1]).get('key')!;
    expect(
      (await hook('publish', 'external-hook-secret', publish(session.streamKey))).statusCode,
    ).toBe(403);
    expect((await hook('publish', 'external-hook-secret', publish(newKey))).statusCode).toBe(200);
  });

  it('lets one viewer hold a few streams at once, not a crowd on a shared address', async () => {
    const session = await createLiveSession(t.app, { state: 'live' });
    const buyer = await newViewer(t.app, session);
    const friend = await newViewer(t.app, session);
    const shared = base + (await playerOf(session, buyer.token)).flvUrl;
    const streams = [];
    for (let i = 0; i < FLV_STREAMS_PER_VIEWER; i += 1) {
      const stream = await openFlv(shared);
      expect(stream.read.status).toBe(200);
      streams.push(stream);
    }
    const crowd = await fetch(shared);
    expect(crowd.status).toBe(429);
    expect(await crowd.json()).toMatchObject({ code: 429, msg: MEDIA_MSG.tooManyStreams });
    // Another buyer has places of their own.
    const theirs = await openFlv(base + (await playerOf(session, friend.token)).flvUrl);
    expect(theirs.read.status).toBe(200);
    await theirs.close();
    // A closed stream gives its place back.
    const hungUp = upstream.hungUp();
    await streams.pop()!.close();
    await waitFor(
      'the upstream of the closed stream to close',
      async () => upstream.hungUp() > hungUp,
    );
    const again = await openFlv(shared);
    expect(again.read.status).toBe(200);
    for (const stream of [...streams, again]) await stream.close();
  });

  it('lets go of the upstream of a viewer who left while it was being opened', async () => {
    const session = await createLiveSession(t.app, { state: 'live' });
    const learner = await newViewer(t.app, session);
    const url = base + (await playerOf(session, learner.token)).flvUrl;
    let socket: Socket | null = null;
    const seen = (request: http.IncomingMessage) => {
      if (request.url?.startsWith(new URL(url).pathname)) socket = request.socket;
    };
    t.app.server.on('request', seen);
    upstream.hold();
    // A connection of its own: fetch's pool may hand over a kept-alive socket that the server
    // closes just then (on a busy machine), and the request would never reach the app.
    const viewer = http.get(url, { agent: false });
    viewer.on('error', () => undefined);
    // What the app answered, should it never ask the upstream: says why in the failure.
    let answered = 'nothing';
    viewer.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => (answered = `${response.statusCode} ${body}`));
    });
    const left = new Promise((resolve) => viewer.on('close', resolve));
    await waitFor('the app to ask the upstream', async () => upstream.pending() === 1).catch(
      (err: unknown) => {
        throw new Error(
          `${String(err)}; the viewer was answered ${answered}; the upstream holds ${upstream.pending()}`,
        );
      },
    );
    t.app.server.off('request', seen);
    viewer.destroy();
    await left;
    await waitFor('the app to see the viewer gone', async () => socket?.destroyed === true);
    const hungUp = upstream.heldHungUp();
    upstream.release();
    // The upstream answered a viewer who is gone: the app hangs up on it at once.
    await waitFor('the app to hang up on the upstream', async () => upstream.heldHungUp() > hungUp);
    // And the viewer has all their places.
    const streams = [];
    for (let i = 0; i < FLV_STREAMS_PER_VIEWER; i += 1) {
      const stream = await openFlv(url);
      expect(stream.read.status).toBe(200);
      streams.push(stream);
    }
    for (const stream of streams) await stream.close();
  });
});
