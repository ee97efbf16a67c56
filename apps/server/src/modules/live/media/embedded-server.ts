import crypto from 'node:crypto';
import type { EventEmitter } from 'node:events';
import type http from 'node:http';
import { createRequire } from 'node:module';
import type net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';

/*
 * node-media-server (npm) as the embedded media server: RTMP in from OBS, HTTP-FLV out to this
 * app's proxy and recorder. It ships as CommonJS without type declarations; the shapes below are
 * what this file uses of it (checked at start, so a release that moves them fails loudly and the
 * site runs on without live media instead of crashing).
 */

/** One connection of the media server: a publisher or a player, over RTMP or HTTP-FLV. */
export interface NmsSession {
  id: string;
  ip: string;
  protocol: string;
  streamApp: string;
  streamName: string;
  streamPath: string;
  streamQuery: Record<string, unknown> | null;
  broadcast: NmsBroadcastLike;
  /** RTMP sessions. */
  socket?: net.Socket;
  /** HTTP-FLV sessions. */
  req?: http.IncomingMessage;
}

interface NmsPacket {
  size: number;
  data: Buffer;
}

/** What a session hands its packets and its end to. */
interface NmsBroadcastLike {
  broadcastMessage(packet: NmsPacket): void;
  donePublish(session: NmsSession): void;
  donePlay(session: NmsSession): void;
}

interface NmsBroadcast extends NmsBroadcastLike {
  publisher: NmsSession | null;
  getPublishStatus(): 'publishing' | 'reconnecting' | 'idle';
}

interface NmsConfig {
  rtmp: { port: number };
  http: { port: number };
  webadmin: { enable: boolean };
  auth: { play: boolean; publish: boolean; secret: string };
  store: { path: string };
}

interface NmsInstance {
  rtmpServer: { tcpServer?: net.Server };
  httpServer: { httpServer?: http.Server; wsServer?: EventEmitter };
  on(event: string, listener: (session: NmsSession) => void): void;
}

interface NmsContext {
  sessions: Map<string, NmsSession>;
  broadcasts: Map<string, NmsBroadcast>;
}

interface NmsLogger {
  log(message: string, level?: string): void;
}

const require = createRequire(import.meta.url);

/** The app every stream is published under: rtmp://host:port/live/{stream}. */
export const STREAM_APP = 'live';

/**
 * The one media server of the process. Its Context module is global (connections, streams,
 * configuration), so it is made at most once; what an app owns is the listening (RTMP on the
 * app's host, HTTP-FLV on loopback) and the publish decisions, for as long as it is open.
 */
interface Shared {
  config: NmsConfig;
  context: NmsContext;
  rtmp: net.Server;
  http: http.Server;
  owner: Owner | null;
}

interface Owner {
  log: FastifyBaseLogger;
  prePublish(session: NmsSession): void;
  donePublish(session: NmsSession): void;
}

let shared: Shared | null = null;

function makeShared(storeDir: string): Shared {
  const config: NmsConfig = {
    rtmp: { port: 1935 },
    http: { port: 8000 },
    // Its web console and admin API stay off: no console at all, and no jwt means no API. Its
    // own FLV recorder stays off too (no `record`): recordings are made with ffmpeg.
    webadmin: { enable: false },
    // Players must bring its signature, which only this app computes (from APP_SECRET): RTMP
    // play is on a public port, and HTTP-FLV, though on loopback only, would otherwise let any
    // local process watch. Publishing is decided by our check of the session's key instead.
    auth: { play: true, publish: false, secret: '' },
    store: { path: storeDir },
  };
  const NodeMediaServer = require('node-media-server') as new (config: NmsConfig) => NmsInstance;
  const logger = require('node-media-server/src/core/logger.js') as NmsLogger;
  // Its lines go to the owning app's log (its info is chatter: connections, listeners).
  logger.log = (message: string, level = 'info') => {
    const log = shared?.owner?.log;
    if (!log) return;
    if (level === 'warn' || level === 'error') log.warn({ mediaServer: true }, message);
    else log.debug({ mediaServer: true }, message);
  };
  const nms = new NodeMediaServer(config);
  const context = require('node-media-server/src/core/context.js') as NmsContext;
  const rtmp = nms.rtmpServer.tcpServer;
  const httpServer = nms.httpServer.httpServer;
  if (!rtmp || !httpServer || !(context.broadcasts instanceof Map)) {
    throw new Error('node-media-server is not shaped as expected (RTMP and HTTP listeners)');
  }
  // Its own handler ends the process when a port is taken; here a taken port means the site
  // runs without live media. The WebSocket server re-emits the HTTP server's errors.
  httpServer.removeAllListeners('error');
  nms.httpServer.wsServer?.on('error', () => undefined);
  for (const server of [rtmp, httpServer]) {
    server.on('error', (err) => shared?.owner?.log.warn({ err }, 'embedded media server error'));
  }
  nms.on('prePublish', (session) => shared?.owner?.prePublish(session));
  nms.on('donePublish', (session) => shared?.owner?.donePublish(session));
  return { config, context, rtmp, http: httpServer, owner: null };
}

function listen(server: net.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (err: Error) => {
      server.off('listening', onListening);
      reject(err);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

function closeServer(server: net.Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    (server as http.Server).closeAllConnections?.();
  });
}

/** The socket under a media-server session, whatever its protocol. */
function socketOf(session: NmsSession): net.Socket | undefined {
  return session.socket ?? session.req?.socket;
}

export interface EmbeddedOptions {
  /** RTMP listens here (the app's HOST, so OBS on other machines reaches it). */
  rtmpHost: string;
  rtmpPort: number;
  /** HTTP-FLV listens on 127.0.0.1 only. */
  httpPort: number;
  /** The media server's JSON store (it keeps little: nothing it records is used). */
  storeDir: string;
  /** The play signature's secret. */
  playSecret: string;
  log: FastifyBaseLogger;
  /** Called synchronously as a publisher starts; it holds or refuses it. */
  prePublish(session: NmsSession): void;
  donePublish(session: NmsSession): void;
}

export interface EmbeddedServer {
  readonly rtmpPort: number;
  readonly httpPort: number;
  /** The stream as HTTP-FLV from the loopback listener, signed for `ttlSeconds`. */
  flvUrl(streamName: string, ttlSeconds: number): string;
  publishStatus(streamName: string): 'publishing' | 'reconnecting' | 'idle';
  /** Drops the stream's publisher (its reconnection meets the publish check again). */
  kick(streamName: string): boolean;
  /** Drops one connection of the media server by its id, if it is still there. */
  drop(connectionId: string): boolean;
  /** Stops listening and drops every connection; the process's server waits for a next owner. */
  close(): Promise<void>;
}

/**
 * Starts listening for this app. Answers the reason instead when the media server cannot serve
 * it (a port taken, another app of the process owning it): the caller runs without live media.
 */
export async function startEmbedded(
  options: EmbeddedOptions,
): Promise<EmbeddedServer | { unavailable: string }> {
  try {
    shared ??= makeShared(options.storeDir);
  } catch (err) {
    return { unavailable: `the media server did not start: ${(err as Error).message}` };
  }
  const media = shared;
  if (media.owner) return { unavailable: 'another app of this process owns the media server' };
  const owner: Owner = {
    log: options.log,
    prePublish: options.prePublish,
    donePublish: options.donePublish,
  };
  media.owner = owner;
  media.config.auth.secret = options.playSecret;
  media.config.rtmp.port = options.rtmpPort;
  media.config.http.port = options.httpPort;
  try {
    await listen(media.rtmp, options.rtmpPort, options.rtmpHost);
    await listen(media.http, options.httpPort, '127.0.0.1');
  } catch (err) {
    await Promise.all([closeServer(media.rtmp), closeServer(media.http)]);
    media.owner = null;
    const code = (err as NodeJS.ErrnoException).code;
    return {
      unavailable:
        code === 'EADDRINUSE'
          ? `port ${(err as { port?: number }).port ?? ''} is taken`
          : (err as Error).message,
    };
  }

  const broadcastOf = (streamName: string) =>
    media.context.broadcasts.get(`/${STREAM_APP}/${streamName}`);
  let closed = false;
  return {
    rtmpPort: options.rtmpPort,
    httpPort: options.httpPort,
    flvUrl(streamName, ttlSeconds) {
      const path = `/${STREAM_APP}/${streamName}`;
      return `http://127.0.0.1:${options.httpPort}${path}.flv?sign=${playSign(path, options.playSecret, ttlSeconds)}`;
    },
    publishStatus(streamName) {
      return broadcastOf(streamName)?.getPublishStatus() ?? 'idle';
    },
    kick(streamName) {
      const publisher = broadcastOf(streamName)?.publisher;
      const socket = publisher ? socketOf(publisher) : undefined;
      if (!socket || socket.destroyed) return false;
      socket.destroy();
      return true;
    },
    drop(connectionId) {
      const connection = media.context.sessions.get(connectionId);
      const socket = connection ? socketOf(connection) : undefined;
      if (!socket || socket.destroyed) return false;
      socket.destroy();
      return true;
    },
    async close() {
      if (closed) return;
      closed = true;
      if (media.owner !== owner) return;
      for (const session of media.context.sessions.values()) socketOf(session)?.destroy();
      await Promise.all([closeServer(media.rtmp), closeServer(media.http)]);
      media.owner = null;
    },
  };
}

/** node-media-server's play signature: `{expires}-{md5(path-expires-secret)}`. */
export function playSign(streamPath: string, secret: string, ttlSeconds: number): string {
  const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
  const hash = crypto.createHash('md5').update(`${streamPath}-${expires}-${secret}`).digest('hex');
  return `${expires}-${hash}`;
}

/**
 * Holds a starting publisher's packets while its key is checked (the check reads the database,
 * so it cannot answer inside the media server's synchronous publish event): nothing it sends
 * reaches a player or the recorder before it is accepted. Accepted, the held packets go on in
 * order (its metadata and codec headers among them) and it publishes as usual; refused, they
 * are dropped with its connection.
 */
export class PublisherHold implements NmsBroadcastLike {
  private readonly real: NmsBroadcast;
  private readonly session: NmsSession;
  private packets: NmsPacket[] = [];
  private bytes = 0;
  private gone = false;
  private overflow = false;

  /** More than this waiting means the check is stuck: the publisher is refused, OBS retries. */
  static readonly LIMIT_BYTES = 16 * 1024 * 1024;
  static readonly SILENT_MS = 30_000;

  constructor(session: NmsSession) {
    this.session = session;
    this.real = session.broadcast as NmsBroadcast;
    session.broadcast = this;
  }

  broadcastMessage(packet: NmsPacket): void {
    if (this.overflow) return;
    // The parser reuses its buffer for the next packet: a held packet keeps a copy.
    const copy = Object.assign(
      Object.create(Object.getPrototypeOf(packet) as object) as NmsPacket,
      packet,
      {
        data: Buffer.from(packet.data.subarray(0, packet.size)),
      },
    );
    this.packets.push(copy);
    this.bytes += packet.size;
    if (this.bytes > PublisherHold.LIMIT_BYTES) {
      this.overflow = true;
      this.packets = [];
    }
  }

  donePublish(session: NmsSession): void {
    this.gone = true;
    this.real.donePublish(session);
  }

  donePlay(session: NmsSession): void {
    this.gone = true;
    this.real.donePlay(session);
  }

  /**
   * Another publisher is on the stream right now (not one waiting to resume): the media server
   * refuses this one itself, and its check must not touch the row the other one publishes.
   */
  get streamTaken(): boolean {
    return this.real.publisher !== null && this.real.getPublishStatus() === 'publishing';
  }

  /** Lets the publisher through; false when it left, was refused by the server or overflowed. */
  release(): boolean {
    if (this.gone || this.overflow || this.real.publisher !== this.session) return false;
    this.session.broadcast = this.real;
    const packets = this.packets;
    this.packets = [];
    for (const packet of packets) this.real.broadcastMessage(packet);
    // A publisher sends all the time; one silent this long is gone (a dropped network leaves
    // its connection open, and the stream would stay taken for its own reconnection).
    const socket = socketOf(this.session);
    socket?.setTimeout(PublisherHold.SILENT_MS, () => socket.destroy());
    return true;
  }

  refuse(): void {
    this.packets = [];
    this.overflow = true;
    socketOf(this.session)?.destroy();
  }
}

/** The key a publisher sent in its stream name (`{stream}?key=…`), or ''. */
export function publishKeyOf(session: NmsSession): string {
  const key = session.streamQuery?.key;
  return typeof key === 'string' ? key : '';
}
