import { createElement } from 'react';
import type { ComponentType } from 'react';
import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { ErrorPageFallback } from '../../features/errors';
import { lazyPage } from '../chunk-reload';
import type { PageImport } from '../chunk-reload';
import { pathTo, ROUTE_PATHS } from '../../lib/paths';
import type { PageFile, RouteRow } from './route-table';
import {
  DUPLICATE_FOLDERS,
  DUPLICATE_PATHS,
  PERSONAL_CENTER_ALIAS,
  ROUTE_TABLE,
} from './route-table';

/**
 * Every page file of the features (route-table.ts, PageFile), each its own import(), so each
 * page stays its own chunk.
 */
export const PAGE_FILES: Record<string, PageImport> = import.meta.glob<{ default: ComponentType }>([
  '../../features/*/pages/*-page.tsx',
  '../../features/*/pages/*-layout.tsx',
]);

/** `news/article-detail-page` → features/news/pages/article-detail-page.tsx. */
export function pageFilePath(page: PageFile): string {
  return `../../features/${page.replace('/', '/pages/')}.tsx`;
}

/** The import of a row's page; a row naming no such file stops the app from starting. */
function pageImport(page: PageFile): PageImport {
  const load = PAGE_FILES[pageFilePath(page)];
  if (!load) throw new Error(`No page file for ${page}: ${pageFilePath(page)}`);
  return load;
}

function pathOf(id: string): string {
  const path = (ROUTE_PATHS as Record<string, string>)[id];
  if (path === undefined) throw new Error(`No route ${id} in the route table`);
  return path;
}

function flatten(rows: readonly RouteRow[]): RouteRow[] {
  return rows.flatMap((row) => [row, ...flatten(row.children ?? [])]);
}

/** Every row by route id. */
export const ROUTE_ROWS = new Map<string, RouteRow>(
  flatten(ROUTE_TABLE).map((row) => [row.id, row]),
);

/** The lazy chunk of a route's page (none for a section parent that only groups). */
export function pageLoader(row: RouteRow): PageImport | undefined {
  return row.page ? pageImport(row.page) : undefined;
}

/**
 * The React Router route of a row, at `path` (its own by default, or a duplicate's) with id
 * `id`. The meta goes into `handle`, where the shell reads it before the page's chunk arrives;
 * a duplicate copies it and so behaves the same.
 */
function toRoute(row: RouteRow, id: string, path: string, children?: RouteObject[]): RouteObject {
  if (row.redirectTo) {
    const element = createElement(Navigate, { to: pathOf(row.redirectTo), replace: true });
    return row.index ? { id, index: true, element } : { id, path, element };
  }
  const load = pageLoader(row);
  const handle = row.meta ?? null;
  const location: Pick<RouteObject, 'path'> | { index: true } = row.index
    ? { index: true }
    : { path };
  return {
    id,
    ...location,
    ...(load ? { lazy: lazyPage(load) } : {}),
    ...(handle ? { handle } : {}),
    ...(children ? { children } : {}),
    ...(row.errorFallback ? { ErrorBoundary: ErrorPageFallback } : {}),
  } as RouteObject;
}

function fromRow(row: RouteRow): RouteObject {
  return toRoute(row, row.id, row.path, row.children?.map(fromRow));
}

function rowOf(id: string): RouteRow {
  const row = ROUTE_ROWS.get(id);
  if (!row) throw new Error(`No route row for ${id}`);
  return row;
}

/** A duplicate path of a page: same chunk and handle, id '<page id>@<path>' so ids stay unique. */
function duplicate(path: string, id: string): RouteObject {
  return toRoute({ ...rowOf(id), index: false }, `${id}@${path}`, path);
}

/** /my/* keeps the personal-centre layout, so it is a section of its own. */
function sectionAlias({ section, path }: typeof PERSONAL_CENTER_ALIAS): RouteObject {
  const parent = rowOf(section);
  const children = (parent.children ?? []).map((row) =>
    row.index
      ? toRoute(row, `${row.id}@${path}`, path)
      : duplicate(row.path.replace(parent.path, path), row.id),
  );
  return toRoute(parent, `${section}@${path}`, path, children);
}

/** Every page route; a path with no match goes to the error page. */
export function buildPageRoutes(): RouteObject[] {
  return [
    ...ROUTE_TABLE.map(fromRow),
    ...DUPLICATE_PATHS.map(([path, id]) => duplicate(path, id)),
    ...Object.entries(DUPLICATE_FOLDERS).flatMap(([folder, ids]) =>
      ids.map((id) => duplicate(`/${folder}${ROUTE_PATHS[id]}`, id)),
    ),
    sectionAlias(PERSONAL_CENTER_ALIAS),
    {
      id: 'NotFound',
      path: '*',
      element: createElement(Navigate, { to: pathTo('Error'), replace: true }),
    },
  ];
}
