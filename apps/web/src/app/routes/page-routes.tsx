import type { RouteObject } from 'react-router';
import { buildPageRoutes } from './build-routes';

/** Every page route of the route table (route-table.ts), duplicates and the catch-all. */
export const pageRoutes: RouteObject[] = buildPageRoutes();
