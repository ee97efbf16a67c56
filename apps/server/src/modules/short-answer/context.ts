import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/database.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';

/** What the short-answer services need, built once by the module and handed to its routes. */
export interface ShortAnswerContext {
  db: Kysely<Database>;
  config: AppConfig;
  storage: StorageProvider;
}
