import { HEADER_MAX_COLUMNS, HIDDEN_HEADER_COLUMN_TITLE } from '@shangan/shared';
import type { ConsoleColumn } from '@shangan/shared/contracts/console/columns';
import { columnUrl } from '../../../../lib/paths';

/** A column as the tree lists it: a root's own fields, or a sub-column's. */
export type ColumnFields = ConsoleColumn['children'][number];

/** Whether a root shows in the site's header: in the first nine, past them, or never (企业新闻). */
export type HeaderPlace = 'shown' | 'beyond' | 'hidden';

/** A row of the tree: a root with its sub-columns as `children`, or a sub-column. */
export interface ColumnRow {
  column: ColumnFields;
  /** A sub-column's root; null for a root. */
  parent: ConsoleColumn | null;
  /** First / last among its siblings: it cannot go further up / down. */
  first: boolean;
  last: boolean;
  /** A root's place in the header; null for a sub-column. */
  header: HeaderPlace | null;
  /** The column's page on the site, and that address without its query (what is shown). */
  href: string;
  path: string;
  /** A root's sub-columns, in order; absent when it has none (no expand button then). */
  children?: ColumnRow[];
}

/**
 * Where each root stands in the header: the header leaves out 企业新闻 and shows the first
 * HEADER_MAX_COLUMNS of the others.
 */
export function headerPlaces(columns: readonly ConsoleColumn[]): Map<number, HeaderPlace> {
  const places = new Map<number, HeaderPlace>();
  let shown = 0;
  for (const column of columns) {
    if (column.title === HIDDEN_HEADER_COLUMN_TITLE) places.set(column.id, 'hidden');
    else places.set(column.id, shown++ < HEADER_MAX_COLUMNS ? 'shown' : 'beyond');
  }
  return places;
}

function addressOf(root: ConsoleColumn, child: ColumnFields | null) {
  const href = columnUrl(
    { id: root.id, columnDir: root.dir },
    child && { id: child.id, columnDir: child.dir },
  );
  return { href, path: href.split('?')[0]! };
}

/** The tree (roots in order, each with its sub-columns in order) as the table's rows. */
export function columnRows(columns: readonly ConsoleColumn[]): ColumnRow[] {
  const places = headerPlaces(columns);
  return columns.map((root, at) => {
    const children = root.children.map((child, place): ColumnRow => ({
      column: child,
      parent: root,
      first: place === 0,
      last: place === root.children.length - 1,
      header: null,
      ...addressOf(root, child),
    }));
    return {
      column: root,
      parent: null,
      first: at === 0,
      last: at === columns.length - 1,
      header: places.get(root.id) ?? 'shown',
      ...addressOf(root, null),
      ...(children.length > 0 ? { children } : {}),
    };
  });
}

/** Every column of the tree, roots and sub-columns. */
export function allColumns(columns: readonly ConsoleColumn[]): ColumnFields[] {
  return columns.flatMap((root) => [root, ...root.children]);
}
