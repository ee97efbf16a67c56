import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/env.ts';
import type { Engine } from '../../db/connect.ts';
import type { Db } from '../../db/database.ts';
import type { Packager } from './packager.ts';
import type { VideoStore } from './video-store.ts';

/** What the video services need, built once by the module (index.ts) and handed to its routes. */
export interface CourseVideoContext {
  db: Db;
  engine: Engine;
  config: AppConfig;
  store: VideoStore;
  packager: Packager;
  log: FastifyBaseLogger;
}

/** Who is asking: a signed-in user with their session, or a visitor (both null). */
export interface Viewer {
  userId: number | null;
  sessionId: number | null;
}
