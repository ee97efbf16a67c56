import type { Generated } from 'kysely';

/**
 * Table types of the whole database. Times are ISO-8601 UTC strings in both engines, so the
 * same queries compare and sort them on SQLite and PostgreSQL alike.
 */
export interface Database {
  news_column: NewsColumnTable;
  seed_state: SeedStateTable;
}

export interface NewsColumnTable {
  id: Generated<number>;
  parent_id: number | null;
  title: string;
  column_dir: string;
  sort_order: number;
  created_at: string;
}

export interface SeedStateTable {
  name: string;
  loaded_at: string;
}
