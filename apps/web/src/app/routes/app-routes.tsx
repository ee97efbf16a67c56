import type { RouteObject } from 'react-router';
import { AppLoading } from '../app-loading';
import { RootLayout } from '../layouts/root-layout';
import { RootErrorBoundary } from '../root-error-boundary';
import { RouteErrorBoundary } from '../route-error-boundary';
import { pageRoutes } from './page-routes';

/**
 * The app's route tree. Every page is a child of the app shell; the pathless 'pages' route
 * catches page errors (failed chunk, failed render) inside the shell, so the header stays
 * usable, while 'root' only catches a broken shell.
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: AppLoading,
    children: [{ id: 'pages', ErrorBoundary: RouteErrorBoundary, children: pageRoutes }],
  },
];
