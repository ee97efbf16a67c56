import { MOBILE_BASE_PATH } from '@shangan/shared';
import { createBrowserRouter } from 'react-router';
import { registerRouterNavigate } from '../lib/navigation';
import { stripMobileBase } from '../lib/mobile-paths';
import { mobileRoutes } from './routes/mobile-routes';

export const mobileRouter = createBrowserRouter(mobileRoutes(), { basename: MOBILE_BASE_PATH });

// Plain modules (session expiry) navigate by addresses from the site's root; inside the
// mobile site that is a path of this router, anything else loads its document.
registerRouterNavigate((to, { replace }) => {
  const inside = stripMobileBase(to);
  if (inside === null) {
    if (replace) window.location.replace(to);
    else window.location.assign(to);
    return;
  }
  void mobileRouter.navigate(inside, { replace });
});
