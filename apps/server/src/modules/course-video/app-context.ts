import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/env.ts';
import type { Engine } from '../../db/connect.ts';
import type { Db } from '../../db/database.ts';
import { createStorageProvider } from '../../providers/storage/index.ts';
import type { CourseVideoContext } from './context.ts';
import { createPackager } from './packager.ts';
import { videoStore } from './video-store.ts';

/** One context per app (its database handle): its packager holds the in-flight packagings. */
const contexts = new WeakMap<object, CourseVideoContext>();

/**
 * The app's video context, made on first use. Both API trees share it, and so does a module that
 * hands a recording over to be packaged (live classes), so a video is cut once per app and the
 * packager's limit on concurrent ffmpeg runs covers them all.
 */
export function courseVideoContextOf(app: {
  db: Db;
  dbEngine: Engine;
  config: AppConfig;
  log: FastifyBaseLogger;
}): CourseVideoContext {
  let ctx = contexts.get(app.db);
  if (!ctx) {
    const store = videoStore(createStorageProvider(app.config));
    ctx = {
      db: app.db,
      engine: app.dbEngine,
      config: app.config,
      store,
      packager: createPackager({ db: app.db, config: app.config.video, store, log: app.log }),
      log: app.log,
    };
    contexts.set(app.db, ctx);
  }
  return ctx;
}
