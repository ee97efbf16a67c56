/** What other modules may use of the columns (the site's navigation tree). */
export type { ColumnNode } from './columns.schemas.ts';
export { getColumnTree } from './columns.service.ts';
export { seedColumns } from './seed.ts';
