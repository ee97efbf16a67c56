import { createElement } from 'react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/chunk-reload';
import type { PageImport } from '../../app/chunk-reload';
import { MOBILE_ROUTE_TABLE } from './mobile-route-table';
import type { MobileRouteRow } from './mobile-route-table';

/** Every mobile page file of the features, each its own chunk. */
export const MOBILE_PAGE_FILES: Record<string, PageImport> = import.meta.glob<{
  default: ComponentType;
}>('../../features/*/mobile/*-page.tsx');

/** `news/article-page` → features/news/mobile/article-page.tsx. */
export function mobilePageFilePath(page: string): string {
  return `../../features/${page.replace('/', '/mobile/')}.tsx`;
}

/** What a route's handle carries for the layout: its tab and whether it needs a login. */
export interface MobileRouteHandle {
  tab?: MobileRouteRow['tab'];
  auth?: boolean;
}

/**
 * The routes of the table, children of the mobile layout. A row whose file is missing is left
 * out (its address shows the not-found page) rather than taking the whole site down; the
 * route table's test fails on it.
 */
export function buildMobileRoutes(): RouteObject[] {
  return MOBILE_ROUTE_TABLE.flatMap((row: MobileRouteRow): RouteObject[] => {
    const load = MOBILE_PAGE_FILES[mobilePageFilePath(row.page)];
    if (!load) {
      console.error(`No mobile page file for ${row.page}`);
      return [];
    }
    const handle: MobileRouteHandle = { tab: row.tab, auth: row.auth };
    return [
      row.path === '/'
        ? { id: row.id, index: true, lazy: lazyPage(load), handle }
        : { id: row.id, path: row.path, lazy: lazyPage(load), handle },
    ];
  });
}

/** The page for addresses no row matches. */
export function notFoundRoute(NotFound: ComponentType): RouteObject {
  return { id: 'MNotFound', path: '*', element: createElement(NotFound) };
}
