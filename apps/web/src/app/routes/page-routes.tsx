import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { pathTo } from '../../lib/paths';
import { duplicateRoutes } from './duplicate-routes';
import { mainRoutes } from './main-routes';
import { sectionRoutes } from './section-routes';

/** Every page route of the site; a path with no match goes to the error page. */
export const pageRoutes: RouteObject[] = [
  ...mainRoutes,
  ...sectionRoutes,
  ...duplicateRoutes,
  { id: 'NotFound', path: '*', element: <Navigate to={pathTo('Error')} replace /> },
];
