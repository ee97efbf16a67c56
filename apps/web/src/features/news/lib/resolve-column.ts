import type { CityRef, ColumnNode, ColumnRef } from '../types';

export interface ColumnParams {
  cityColumnName?: string | undefined;
  firstColumnName?: string | undefined;
  secondColumnName?: string | undefined;
}

export interface ResolvedColumn {
  top: ColumnNode;
  child: ColumnRef | null;
  city: CityRef | null;
}

/**
 * Which column a column URL means: the directories in the path first (firstColumnName is
 * `dir.html`), then the query's columnId / id, so both old and new links keep working.
 */
export function resolveColumn(
  tree: ColumnNode[],
  cities: CityRef[],
  params: ColumnParams,
  query: URLSearchParams,
): ResolvedColumn | null {
  const firstDir = params.firstColumnName?.replace(/\.html$/i, '');
  const columnId = Number(query.get('columnId'));
  const topId = Number(query.get('id'));
  let top =
    tree.find((column) => column.columnDir === firstDir) ??
    tree.find((column) => column.id === topId) ??
    tree.find((column) => column.id === columnId || column.child.some((c) => c.id === columnId));
  if (!top) return null;
  const child =
    top.child.find((column) => column.columnDir === params.secondColumnName) ??
    top.child.find((column) => column.id === columnId) ??
    null;
  top = top as ColumnNode;
  const cityId = Number(query.get('cityId'));
  const city =
    cities.find((item) => item.dir === params.cityColumnName) ??
    cities.find((item) => item.cityId === cityId) ??
    null;
  return { top, child, city };
}
