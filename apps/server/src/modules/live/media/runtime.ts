import fs from 'node:fs';
import path from 'node:path';
import type { LivePlayer, LivePublish } from '@shangan/shared/contracts/live';
import { hmacHex } from '../../../lib/crypto.ts';
import { isoNow } from '../../../lib/time.ts';
import type { LiveContext, LiveMedia, MediaSession } from '../context.ts';
import {
  claimAbandoned,
  onPublish,
  onUnpublish,
  startSweeper,
  statesOf,
  type PublishDecision,
} from '../lifecycle.ts';
import { findSessionByStream, type LiveSessionRow } from '../sessions.repository.ts';
import {
  playSign,
  publishKeyOf,
  PublisherHold,
  startEmbedded,
  STREAM_APP,
  type EmbeddedServer,
  type NmsSession,
} from './embedded-server.ts';
import { finishRecording } from './finish.ts';
import { Recorder } from './recorder.ts';
import { VIEWER_TOKEN_TTL_SECONDS, viewerToken } from './viewer-token.ts';

/** What the base context is before the media side joins it. */
export type LiveBase = Omit<LiveContext, 'media'>;

/** How long a viewer's upstream address (its signature) opens a connection. */
const UPSTREAM_TTL_SECONDS = 60;
/** The recorder's connection is long-lived; its signature only has to open it. */
const RECORDER_TTL_SECONDS = 3600;
/**
 * FLV streams one viewer may hold open on one session through this instance: a player and its
 * reconnection, a second tab or device. A player's address is a bearer credential (players send
 * no session header), and a playing stream goes on after its token expires, so without a cap one
 * buyer's address posted in a group would show the class to everyone who opened it in time.
 */
export const FLV_STREAMS_PER_VIEWER = 3;

/** A session this instance is involved with: it holds its publish, or its recording. */
interface Local {
  session: LiveSessionRow;
  /** The publish accepted here and not yet ended: when it began (the row's publishing_since). */
  publish: { since: string } | null;
  recorder: Recorder | null;
  unsubscribe: () => void;
}

/**
 * The media side of one app: the embedded media server's publish decisions (or an external
 * server's hooks), the recorders, the viewers' proxied streams, the sweeper, and the finishing of
 * recordings. It is the LiveMedia the rest of the module sees.
 */
export class LiveMediaRuntime implements LiveMedia {
  readonly ctx: LiveContext;
  private embedded: EmbeddedServer | null = null;
  private readonly locals = new Map<number, Local>();
  /** Media-server publisher connections accepted here, by their id, with the key they brought. */
  private readonly accepted = new Map<string, { sessionId: number; since: string; key: string }>();
  private readonly finishing = new Set<number>();
  private readonly proxies = new Map<
    number,
    { closers: Set<() => void>; unsubscribe: () => void }
  >();
  private stopSweeper: (() => void) | null = null;
  private ffmpegMissing = false;
  private closed = false;
  private readonly playSecret: string;

  constructor(base: LiveBase) {
    this.ctx = { ...base, media: this };
    // Its own secret, so the media server's md5-based play signature never touches APP_SECRET.
    this.playSecret = hmacHex(base.config.appSecret, 'live-media-play').slice(0, 32);
  }

  private get live() {
    return this.ctx.config.live;
  }

  /** After the migrations (the app's onReady): the media server listens, the sweeper runs. */
  async start(): Promise<void> {
    const { log } = this.ctx;
    if (this.live.media !== 'off') {
      try {
        fs.mkdirSync(this.live.recordDir, { recursive: true });
      } catch (err) {
        // The site starts all the same; classes then play without HLS, recording or playback.
        log.error({ err, dir: this.live.recordDir }, 'LIVE_RECORD_DIR cannot be written');
      }
    }
    if (this.live.media === 'embedded') {
      const started = await startEmbedded({
        rtmpHost: this.ctx.config.host,
        rtmpPort: this.live.rtmpPort,
        httpPort: this.live.mediaHttpPort,
        storeDir: path.join(this.live.recordDir, 'media-server'),
        playSecret: this.playSecret,
        log,
        prePublish: (session) => this.prePublish(session),
        donePublish: (session) => this.donePublish(session),
      });
      if ('unavailable' in started) {
        log.warn(
          { reason: started.unavailable, rtmpPort: this.live.rtmpPort },
          'embedded media server unavailable: live classes cannot be broadcast from this instance',
        );
      } else {
        this.embedded = started;
        log.info(
          { rtmpPort: started.rtmpPort, flvPort: started.httpPort },
          'embedded media server listening',
        );
        // Every publisher of this deployment comes through this server, which has just started:
        // a publish the rows still show is one the last process had. Its teacher gets the idle
        // time from now to come back.
        const now = isoNow();
        await this.ctx.db
          .updateTable('live_session')
          .set({ publishing_since: null, updated_at: now })
          .where('state', '=', 'live')
          .where('publishing_since', 'is not', null)
          .execute()
          .catch((err: unknown) => log.warn({ err }, 'stale publishes not cleared'));
      }
    }
    // Without live media this instance holds nothing and ends nothing: those that carry the
    // streams do.
    if (this.live.media === 'off') return;
    const everyMs = Math.min(15_000, Math.max(1_000, (this.live.endAfterIdleSeconds * 1000) / 3));
    this.stopSweeper = startSweeper(
      this.ctx,
      {
        held: () => this.held(),
        afterSweep: () => this.rounds(Math.max(60_000, everyMs * 4)),
      },
      everyMs,
    );
  }

  /** Whether streams can be played through this instance. */
  get available(): boolean {
    return this.embedded !== null || (this.live.media === 'external' && !this.closed);
  }

  get viewerSecret(): string {
    return this.ctx.config.appSecret;
  }

  // ------------------------------------------------------------------------------------------
  // LiveMedia

  publishInfo(session: MediaSession): LivePublish {
    const rtmpServer = this.live.rtmpPublicUrl;
    const streamKey = `${session.stream_name}?key=${session.stream_key}`;
    return { rtmpServer, streamKey, rtmpUrl: `${rtmpServer}/${streamKey}` };
  }

  playerFor(session: MediaSession, userId: number): LivePlayer {
    const expires = Math.floor(Date.now() / 1000) + VIEWER_TOKEN_TTL_SECONDS;
    const t = encodeURIComponent(
      viewerToken(this.viewerSecret, { sessionId: session.id, userId, expires }),
    );
    return {
      flvUrl: `/live-media/flv/${session.stream_name}.flv?t=${t}`,
      hlsUrl: `/live-media/hls/${session.stream_name}/index.m3u8?t=${t}`,
      expiresAt: new Date(expires * 1000).toISOString(),
    };
  }

  /** The session stopped being live: its publisher goes, its viewers' streams close. */
  async kick(session: MediaSession): Promise<void> {
    this.stopped(session.id, session.stream_name);
  }

  async dropStaleKeyPublisher(session: MediaSession): Promise<void> {
    this.dropStale(session.id, session.stream_key);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.stopSweeper?.();
    for (const sessionId of [...this.proxies.keys()]) this.closeProxies(sessionId);
    // Recorders finish their parts; the next start (or another instance) finishes the sessions.
    await Promise.all([...this.locals.values()].map((local) => local.recorder?.stop()));
    for (const local of this.locals.values()) local.unsubscribe();
    this.locals.clear();
    await this.embedded?.close();
    this.embedded = null;
  }

  // ------------------------------------------------------------------------------------------
  // Upstream addresses

  /** Where this instance reads the stream's FLV: the local server, or LIVE_FLV_UPSTREAM. */
  upstreamUrl(streamName: string, ttlSeconds = UPSTREAM_TTL_SECONDS): string | null {
    if (this.closed) return null;
    if (this.embedded) return this.embedded.flvUrl(streamName, ttlSeconds);
    if (this.live.media !== 'external' || !this.live.flvUpstream) return null;
    const url = this.live.flvUpstream.replaceAll('{stream}', encodeURIComponent(streamName));
    // Signed as this app's embedded server wants it, when the upstream is another instance's;
    // other servers ignore the parameter.
    const sign = playSign(`/${STREAM_APP}/${streamName}`, this.playSecret, ttlSeconds);
    return `${url}${url.includes('?') ? '&' : '?'}sign=${sign}`;
  }

  // ------------------------------------------------------------------------------------------
  // Publishing

  private async decide(streamName: string, key: string): Promise<PublishDecision> {
    if (this.closed) return { accepted: false, reason: 'media closed' };
    return onPublish(this.ctx, streamName, key);
  }

  /** The embedded server's publish event: held until the key is checked. */
  private prePublish(nms: NmsSession): void {
    const hold = new PublisherHold(nms);
    if (nms.streamApp !== STREAM_APP || hold.streamTaken) {
      hold.refuse();
      return;
    }
    const streamName = nms.streamName;
    const check = async () => {
      const decision = await this.decide(streamName, publishKeyOf(nms));
      if (!decision.accepted) {
        this.ctx.log.info({ stream: streamName, reason: decision.reason }, 'publish refused');
        hold.refuse();
        return;
      }
      if (!hold.release()) {
        // Gone while it was checked: the row must not say it publishes.
        await onUnpublish(this.ctx, streamName, decision.since);
        return;
      }
      for (const [id, held] of this.accepted) {
        if (held.sessionId === decision.session.id) this.accepted.delete(id);
      }
      this.accepted.set(nms.id, {
        sessionId: decision.session.id,
        since: decision.since,
        key: decision.session.stream_key,
      });
      this.publishStarted(decision.session, decision.since);
    };
    check().catch((err: unknown) => {
      // The database away: the publisher is turned away, and OBS tries again.
      this.ctx.log.error({ err, stream: streamName }, 'publish check failed');
      hold.refuse();
    });
  }

  /**
   * Disconnects the session's publishers accepted here with a key other than `key` (the
   * session's current one). Only those connections: a publisher whose new key is being checked
   * already holds the stream in the media server, and must not be the one sent away.
   */
  private dropStale(sessionId: number, key: string): void {
    for (const [id, held] of this.accepted) {
      if (held.sessionId !== sessionId || held.key === key) continue;
      if (this.embedded?.drop(id)) {
        this.ctx.log.info({ sessionId }, 'publisher of a replaced stream key dropped');
      }
    }
  }

  private donePublish(nms: NmsSession): void {
    const held = this.accepted.get(nms.id);
    if (!held) return;
    this.accepted.delete(nms.id);
    void this.publishEnded(held.sessionId, nms.streamName, held.since);
  }

  /** An external server's on_publish hook. */
  async hookPublish(streamName: string, key: string): Promise<boolean> {
    const decision = await this.decide(streamName, key);
    if (!decision.accepted) {
      this.ctx.log.info({ stream: streamName, reason: decision.reason }, 'publish refused');
      return false;
    }
    this.publishStarted(decision.session, decision.since);
    return true;
  }

  /** An external server's on_unpublish hook. */
  async hookUnpublish(streamName: string): Promise<void> {
    const local = [...this.locals.values()].find((l) => l.session.stream_name === streamName);
    if (local?.publish) await this.publishEnded(local.session.id, streamName, local.publish.since);
    else await onUnpublish(this.ctx, streamName);
  }

  private localOf(session: LiveSessionRow): Local {
    let local = this.locals.get(session.id);
    if (!local) {
      const unsubscribe = this.ctx.bus.subscribe(session.id, (event) => {
        if (event.type === 'state' && event.data.state !== 'live') {
          this.stopped(session.id, session.stream_name);
        }
      });
      local = { session, publish: null, recorder: null, unsubscribe };
      this.locals.set(session.id, local);
    }
    return local;
  }

  private publishStarted(session: LiveSessionRow, since: string): void {
    if (this.closed) return;
    const local = this.localOf(session);
    local.session = session;
    local.publish = { since };
    this.ctx.log.info({ sessionId: session.id, stream: session.stream_name }, 'publish accepted');
    if (this.ffmpegMissing) return;
    local.recorder ??= new Recorder({
      ffmpegPath: this.ctx.config.video.ffmpegPath,
      recordDir: this.live.recordDir,
      sessionId: session.id,
      input: () => this.upstreamUrl(session.stream_name, RECORDER_TTL_SECONDS),
      shouldRun: () => this.isPublishing(local),
      onMissing: () => {
        if (!this.ffmpegMissing) {
          this.ctx.log.warn(
            { ffmpeg: this.ctx.config.video.ffmpegPath },
            'ffmpeg missing: live classes play as FLV only, without HLS, recording or playback',
          );
        }
        this.ffmpegMissing = true;
      },
      log: this.ctx.log,
    });
    local.recorder.start();
  }

  private async publishEnded(sessionId: number, streamName: string, since: string) {
    try {
      await onUnpublish(this.ctx, streamName, since);
    } catch (err) {
      this.ctx.log.warn({ err, sessionId }, 'unpublish not recorded');
    }
    const local = this.locals.get(sessionId);
    if (!local?.publish || local.publish.since !== since) return;
    local.publish = null;
    // The part ends here; the recorder stays, with the session's recording on this instance.
    await local.recorder?.stop();
  }

  /** Whether the session's stream is being published (so its recorder should be running). */
  private isPublishing(local: Local): boolean {
    if (this.closed || !local.publish) return false;
    if (this.embedded)
      return this.embedded.publishStatus(local.session.stream_name) === 'publishing';
    return true;
  }

  // ------------------------------------------------------------------------------------------
  // The end of a session

  /** The session is no longer live: publisher, viewers and recorder stop; the end is finished. */
  private stopped(sessionId: number, streamName: string): void {
    this.embedded?.kick(streamName);
    this.closeProxies(sessionId);
    const local = this.locals.get(sessionId);
    if (!local || this.finishing.has(sessionId)) return;
    local.publish = null;
    void this.finish(local.session);
  }

  /**
   * Stops the recorder here and, when the session is in processing, turns its recording into the
   * playback; a session some other instance finished is only let go.
   */
  private async finish(session: LiveSessionRow): Promise<void> {
    if (this.finishing.has(session.id) || this.closed) return;
    this.finishing.add(session.id);
    try {
      const local = this.locals.get(session.id);
      await local?.recorder?.stop();
      const [row] = (await statesOf(this.ctx, [session.id])).values();
      if (row?.state === 'processing' && !this.closed) {
        const outcome = await finishRecording(this.ctx, row, { ffmpegMissing: this.ffmpegMissing });
        this.ctx.log.info({ sessionId: session.id, outcome }, 'live session finished');
      }
      if (local) {
        local.unsubscribe();
        this.locals.delete(session.id);
      }
    } catch (err) {
      // Left in processing: the sweeper of this or another instance takes it up again.
      this.ctx.log.error({ err, sessionId: session.id }, 'live session not finished');
    } finally {
      this.finishing.delete(session.id);
    }
  }

  private held(): { live: number[]; processing: number[] } {
    const live: number[] = [];
    for (const local of this.locals.values()) {
      if (local.publish && (!this.embedded || this.isHeldByServer(local))) {
        live.push(local.session.id);
      }
    }
    return { live, processing: [...this.finishing] };
  }

  /** A publish the embedded server still has (publishing, or waiting for its client to resume). */
  private isHeldByServer(local: Local): boolean {
    return this.embedded?.publishStatus(local.session.stream_name) !== 'idle';
  }

  /**
   * The sweeper's rounds after ending idle sessions: what this instance holds is checked against
   * the rows (an end or an unpublish another instance handled), viewers of ended sessions are
   * let go, and sessions abandoned in processing are claimed and finished here.
   */
  private async rounds(staleMs: number): Promise<void> {
    if (this.closed) return;
    const ids = new Set([...this.locals.keys(), ...this.proxies.keys()]);
    const rows = await statesOf(this.ctx, [...ids]);
    for (const id of ids) {
      const row = rows.get(id);
      const local = this.locals.get(id);
      if (!row || row.state !== 'live') {
        // Ended through another instance (whose word may not have come over the bus).
        this.stopped(id, row?.stream_name ?? local?.session.stream_name ?? '');
        continue;
      }
      if (local?.publish && row.publishing_since !== local.publish.since) {
        // Ended or taken over through another instance (an external server's hooks).
        local.publish = null;
        await local.recorder?.stop();
      }
      // The key replaced through another instance: its publisher here goes.
      this.dropStale(id, row.stream_key);
    }
    const claimed = await claimAbandoned(this.ctx, staleMs, this.finishing);
    for (const session of claimed) {
      this.ctx.log.info({ sessionId: session.id }, 'finishing an abandoned live session');
      void this.finish(session);
    }
  }

  // ------------------------------------------------------------------------------------------
  // Viewers' streams

  private readonly viewerStreams = new Map<string, number>();

  /**
   * Takes one of the viewer's FLV streams of the session (FLV_STREAMS_PER_VIEWER); null when they
   * are all taken. The answered function gives it back.
   */
  takeViewerStream(sessionId: number, userId: number): (() => void) | null {
    const key = `${sessionId}:${userId}`;
    const open = this.viewerStreams.get(key) ?? 0;
    if (open >= FLV_STREAMS_PER_VIEWER) return null;
    this.viewerStreams.set(key, open + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.viewerStreams.get(key) ?? 1) - 1;
      if (left > 0) this.viewerStreams.set(key, left);
      else this.viewerStreams.delete(key);
    };
  }

  /** Registers a viewer's open stream, closed when its session stops being live. */
  trackProxy(sessionId: number, close: () => void): () => void {
    let entry = this.proxies.get(sessionId);
    if (!entry) {
      const unsubscribe = this.ctx.bus.subscribe(sessionId, (event) => {
        if (event.type === 'state' && event.data.state !== 'live') this.closeProxies(sessionId);
      });
      entry = { closers: new Set(), unsubscribe };
      this.proxies.set(sessionId, entry);
    }
    const closers = entry.closers;
    closers.add(close);
    return () => {
      closers.delete(close);
      const current = this.proxies.get(sessionId);
      if (current && current.closers.size === 0) {
        current.unsubscribe();
        this.proxies.delete(sessionId);
      }
    };
  }

  private closeProxies(sessionId: number): void {
    const entry = this.proxies.get(sessionId);
    if (!entry) return;
    this.proxies.delete(sessionId);
    entry.unsubscribe();
    for (const close of entry.closers) close();
  }

  /** The session of a stream, looked up at most once a second per stream (segment requests). */
  private readonly recent = new Map<
    string,
    { at: number; row: Promise<LiveSessionRow | undefined> }
  >();

  sessionOfStream(streamName: string, maxAgeMs = 0): Promise<LiveSessionRow | undefined> {
    const now = Date.now();
    const cached = this.recent.get(streamName);
    if (cached && maxAgeMs > 0 && now - cached.at < maxAgeMs) return cached.row;
    const row = findSessionByStream(this.ctx.db, streamName);
    if (this.recent.size > 1000) this.recent.clear();
    this.recent.set(streamName, { at: now, row });
    return row;
  }
}
