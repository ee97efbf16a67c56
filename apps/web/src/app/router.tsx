/**
 * The app's router. Plain modules navigate through lib/navigation.ts, which this file wires to
 * the router below (so they need not import the route table and its page chunks).
 */
import { createBrowserRouter } from 'react-router';
import { registerRouterNavigate } from '../lib/navigation';
import { notePageShown } from '../lib/page-history';
import { appRoutes } from './routes/app-routes';

export const router = createBrowserRouter(appRoutes);

registerRouterNavigate((to, { replace }) => {
  void router.navigate(to, { replace });
});

// Where a person came from, for pages that send them back (lib/page-history.ts).
const urlOf = ({ pathname, search, hash }: { pathname: string; search: string; hash: string }) =>
  `${pathname}${search}${hash}`;
notePageShown(urlOf(router.state.location));
router.subscribe((state) => notePageShown(urlOf(state.location)));
