import type { FastifyBaseLogger } from 'fastify';
import type { LivePlayer, LivePublish } from '@shangan/shared/contracts/live';
import type { AppConfig } from '../../config/env.ts';
import type { Db } from '../../db/database.ts';
import type { Engine } from '../../db/connect.ts';
import type { LiveBus } from './room/bus.ts';

/**
 * What the live services need, built once per app by the module and handed to its routes: the
 * database, the configuration, the room bus (events of a room to every viewer on every
 * instance) and the media side (the media server that takes the teacher's stream, the addresses
 * viewers play, the recorder).
 */
export interface LiveContext {
  db: Db;
  engine: Engine;
  config: AppConfig;
  log: FastifyBaseLogger;
  bus: LiveBus;
  media: LiveMedia;
}

/** The fields of a session the media side works with. */
export interface MediaSession {
  id: number;
  stream_name: string;
  stream_key: string;
}

/**
 * The media side as the rest of the module sees it, whatever server carries the streams (the
 * embedded node-media-server, an external SRS / nginx-rtmp / cloud live service, or none).
 */
export interface LiveMedia {
  /** What the teacher puts in OBS or ffmpeg for the session. */
  publishInfo(session: MediaSession): LivePublish;
  /** The viewer's signed addresses of the session's live stream (FLV and HLS). */
  playerFor(session: MediaSession, userId: number): LivePlayer;
  /** Disconnects the session's publisher, if one is on this deployment's media server. */
  kick(session: MediaSession): Promise<void>;
  /**
   * The session's key was replaced (`session` carries the new one): a publisher that came in
   * with another key is disconnected, so a leaked key stops working at once and not only for
   * the next connection. The class stays live, waiting for its teacher with the new key.
   */
  dropStaleKeyPublisher(session: MediaSession): Promise<void>;
  /** Stops the embedded server and the recorders of this instance. */
  close(): Promise<void>;
}
