import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

export interface ColumnRow {
  id: number;
  parent_id: number | null;
  title: string;
  column_dir: string;
  image: string;
}

export function listAllColumns(db: Kysely<Database>): Promise<ColumnRow[]> {
  return db
    .selectFrom('news_column')
    .select(['id', 'parent_id', 'title', 'column_dir', 'image'])
    .orderBy('parent_id')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}
