import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { usePageViewTracking } from '../../features/home';
import { AuthDialogs } from '../../features/accounts';
import { VipDialogs } from '../../features/vip';
import { RouteProgressBar } from '../route-progress/route-progress-bar';
import { shellFlagsFor } from '../routes/route-meta';
import { SideToolbar } from './side-toolbar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export const GREY_MODE_CLASS = 'grey-mode';

/**
 * The grey mode goes on <html>, the page root: a filter on any other element would become the
 * containing block of the fixed header, toolbar and dialogs and pull them out of place.
 */
function useGreyMode(on: boolean): void {
  useEffect(() => {
    document.documentElement.classList.toggle(GREY_MODE_CLASS, on);
    return () => document.documentElement.classList.remove(GREY_MODE_CLASS);
  }, [on]);
}

/** App shell of spec part 1 §2.6: header, page, footer and floating toolbar. */
export function RootLayout() {
  const flags = shellFlagsFor(useMatches());
  useGreyMode(flags.greyMode);
  usePageViewTracking();
  return (
    <>
      <RouteProgressBar />
      <div className="app-shell">
        <SiteHeader showSearch={flags.showHeaderSearch} isSubstation={flags.isSubstation} />
        <main className="app-main">
          <Outlet />
        </main>
        {flags.showFooter && (
          <SiteFooter showDivider={flags.showFooterDivider} spacious={flags.footerSpacing} />
        )}
      </div>
      {flags.showToolbar && <SideToolbar />}
      <AuthDialogs />
      <VipDialogs />
      <ScrollRestoration />
    </>
  );
}
