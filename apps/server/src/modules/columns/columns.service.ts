import type { Kysely } from 'kysely';
import type { ColumnNode } from '@shangan/shared/contracts/columns';
import type { Database } from '../../db/database.ts';
import { listAllColumns } from './columns.repository.ts';

/** The column tree in display order; the header decides which of them it shows. */
export async function getColumnTree(db: Kysely<Database>): Promise<ColumnNode[]> {
  const rows = await listAllColumns(db);
  const roots = new Map<number, ColumnNode>();
  for (const row of rows) {
    if (row.parent_id === null) {
      roots.set(row.id, {
        id: row.id,
        title: row.title,
        columnDir: row.column_dir,
        image: row.image,
        child: [],
      });
    }
  }
  for (const row of rows) {
    if (row.parent_id === null) continue;
    roots
      .get(row.parent_id)
      ?.child.push({ id: row.id, title: row.title, columnDir: row.column_dir });
  }
  return [...roots.values()];
}
