import type { ArticleTargets } from '../../api/console-articles';

type ArticleColumn = ArticleTargets['columns'][number];

export interface ColumnTreeNode {
  value: number;
  title: string;
  children?: ColumnTreeNode[];
}

/**
 * The TreeSelect's tree from the flat columns, in the order given. A column whose parent is
 * not among them sits at the top rather than being lost.
 */
export function columnTree(columns: readonly ArticleColumn[]): ColumnTreeNode[] {
  const byId = new Map<number, ColumnTreeNode>(
    columns.map((column) => [column.id, { value: column.id, title: column.title }]),
  );
  const roots: ColumnTreeNode[] = [];
  for (const column of columns) {
    const own = byId.get(column.id)!;
    const parent = column.parentId === null ? undefined : byId.get(column.parentId);
    if (parent && parent !== own) (parent.children ??= []).push(own);
    else roots.push(own);
  }
  return roots;
}
