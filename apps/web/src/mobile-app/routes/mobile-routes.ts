import type { RouteObject } from 'react-router';
import { MobileLayout, MobilePending } from '../layout/mobile-layout';
import { MobileNotFound, MobileRouteError } from '../layout/mobile-errors';
import { buildMobileRoutes, notFoundRoute } from './build-mobile-routes';

/** The mobile site's route tree: the browser's router and the server's renderer both use it. */
export function mobileRoutes(): RouteObject[] {
  return [
    {
      id: 'MRoot',
      path: '/',
      Component: MobileLayout,
      HydrateFallback: MobilePending,
      ErrorBoundary: MobileRouteError,
      children: [...buildMobileRoutes(), notFoundRoute(MobileNotFound)],
    },
  ];
}
