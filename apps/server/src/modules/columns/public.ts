/** What other modules may use of the columns (the site's navigation tree). */
export type { ColumnNode } from '@shangan/shared/contracts/columns';
export { getColumnTree } from './columns.service.ts';
export { seedColumns } from './seed.ts';
