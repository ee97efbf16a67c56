import { createElement } from 'react';
import type { ComponentType } from 'react';
import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { ROUTE_PATHS } from '../../lib/paths';
import { PAGE_LOADERS } from './page-loaders';
import type { PageId } from './page-loaders';
import { PAGE_META } from './route-meta';
import type { RouteMeta } from './route-meta';

/** A page module: one default-exported component per file, loaded as its own chunk. */
export type PageImport = () => Promise<{ default: ComponentType }>;

export interface PageRouteOptions {
  meta?: RouteMeta;
  children?: RouteObject[];
  /** Error element that must not depend on the page's own chunk (the error page's fallback). */
  ErrorBoundary?: ComponentType;
}

function lazyPage(load: PageImport): RouteObject['lazy'] {
  return async () => {
    const module: Awaited<ReturnType<PageImport>> | undefined = await load();
    // Vite resolves a failed import with undefined once its vite:preloadError is prevented,
    // which chunk-reload.ts does only when it is reloading the page: keep the navigation
    // pending (progress bar running) until the new document replaces this one.
    if (!module) return new Promise<never>(() => undefined);
    return { Component: module.default };
  };
}

/** Route whose id is its route name, path from lib/paths.ts and page from page-loaders.ts. */
export function page(id: PageId, options: PageRouteOptions = {}): RouteObject {
  return pageAt(id, ROUTE_PATHS[id], id, options);
}

/** A route at `path` that renders the page of route `pageId` (folder-style duplicates). */
export function pageAt(
  id: string,
  path: string,
  pageId: PageId,
  { meta: extraMeta, children, ErrorBoundary }: PageRouteOptions = {},
): RouteObject {
  const meta = PAGE_META[pageId] || extraMeta ? { ...PAGE_META[pageId], ...extraMeta } : undefined;
  return {
    id,
    path,
    lazy: lazyPage(PAGE_LOADERS[pageId]),
    ...(meta ? { handle: meta } : {}),
    ...(children ? { children } : {}),
    ...(ErrorBoundary ? { ErrorBoundary } : {}),
  };
}

export function indexPage(id: PageId): RouteObject {
  const meta = PAGE_META[id];
  return {
    id,
    index: true,
    lazy: lazyPage(PAGE_LOADERS[id]),
    ...(meta ? { handle: meta } : {}),
  };
}

/** Client-side redirect that replaces the history entry, like the old site's redirects. */
export function redirectRoute(id: string, path: string | undefined, to: string): RouteObject {
  const element = createElement(Navigate, { to, replace: true });
  return path === undefined ? { id, index: true, element } : { id, path, element };
}
