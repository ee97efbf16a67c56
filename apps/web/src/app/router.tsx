/**
 * The app's router. Plain modules navigate through lib/navigation.ts, which this file wires to
 * the router below (so they need not import the route table and its page chunks).
 */
import { createBrowserRouter } from 'react-router';
import { registerRouterNavigate } from '../lib/navigation';
import { appRoutes } from './routes/app-routes';

export const router = createBrowserRouter(appRoutes);

registerRouterNavigate((to, { replace }) => {
  void router.navigate(to, { replace });
});
