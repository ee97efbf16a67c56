import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { usePageViewTracking } from '../../features/home';
import { AuthDialogs } from '../../features/accounts';
import { VipDialogs } from '../../features/vip';
import { useSiteConfig } from '../../lib/site-config';
import { RouteProgressBar } from '../route-progress/route-progress-bar';
import { shellFlagsFor } from '../routes/route-meta';
import { SideToolbar } from './side-toolbar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export const GREY_MODE_CLASS = 'grey-mode';
/** Set on <html> while staff have the mourning grey switched on (site setting grayMode). */
export const GREY_MODE_ON_ATTRIBUTE = 'data-gray-mode';

/**
 * The grey mode goes on <html>, the page root: a filter on any other element would become the
 * containing block of the fixed header, toolbar and dialogs and pull them out of place. The
 * Home route always carries the grey-mode class; the page only turns grey while the site setting
 * is on (days of mourning), which global.css reads from the attribute.
 */
function useGreyMode(route: boolean, settingOn: boolean): void {
  useEffect(() => {
    document.documentElement.classList.toggle(GREY_MODE_CLASS, route);
    return () => document.documentElement.classList.remove(GREY_MODE_CLASS);
  }, [route]);
  useEffect(() => {
    if (settingOn) document.documentElement.setAttribute(GREY_MODE_ON_ATTRIBUTE, 'on');
    return () => document.documentElement.removeAttribute(GREY_MODE_ON_ATTRIBUTE);
  }, [settingOn]);
}

/** App shell: header, page, footer and floating toolbar (docs/areas/site.md). */
export function RootLayout() {
  const flags = shellFlagsFor(useMatches());
  useGreyMode(flags.greyMode, useSiteConfig().data?.grayMode === true);
  usePageViewTracking();
  return (
    <>
      <RouteProgressBar />
      <div className="app-shell">
        {flags.showHeader && (
          <SiteHeader showSearch={flags.showHeaderSearch} isSubstation={flags.isSubstation} />
        )}
        <main className={flags.showFooter ? 'app-main app-main--above-footer' : 'app-main'}>
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
