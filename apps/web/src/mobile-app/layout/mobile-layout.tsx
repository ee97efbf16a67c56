import { DotLoading } from 'antd-mobile';
import { AppOutline, BankcardOutline, UnorderedListOutline, UserOutline } from 'antd-mobile-icons';
import { Suspense } from 'react';
import {
  Link,
  Navigate,
  Outlet,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigation,
} from 'react-router';
import { mobilePathTo, withMobileBase } from '../../lib/mobile-paths';
import { hasToken, setLoginRedirect } from '../../lib/session-storage';
import type { MobileTab } from '../routes/mobile-route-table';
import type { MobileRouteHandle } from '../routes/build-mobile-routes';
import styles from './mobile-layout.module.css';

const TABS: Array<{ key: MobileTab; title: string; path: string; icon: React.ReactNode }> = [
  { key: 'home', title: '首页', path: mobilePathTo('MHome'), icon: <AppOutline /> },
  { key: 'course', title: '课程', path: mobilePathTo('MCourse'), icon: <UnorderedListOutline /> },
  { key: 'bank', title: '题库', path: mobilePathTo('MQuestionBank'), icon: <BankcardOutline /> },
  { key: 'profile', title: '我的', path: mobilePathTo('MProfile'), icon: <UserOutline /> },
];

function routeHandle(matches: ReturnType<typeof useMatches>): MobileRouteHandle {
  const last = matches[matches.length - 1];
  return (last?.handle as MobileRouteHandle | undefined) ?? {};
}

/**
 * The mobile site's frame: the page, and on the four tab pages the bottom tab bar above the
 * phone's home indicator. Pages for logged-in learners send others to the mobile login, which
 * brings them back.
 */
export function MobileLayout() {
  const matches = useMatches();
  const location = useLocation();
  const navigation = useNavigation();
  const { tab, auth } = routeHandle(matches);

  if (auth && !hasToken()) {
    setLoginRedirect(withMobileBase(`${location.pathname}${location.search}`));
    return <Navigate to={mobilePathTo('MLogin')} replace />;
  }

  return (
    <div className={tab ? `${styles.app} ${styles.withTabs}` : styles.app}>
      {navigation.state === 'loading' ? (
        <div className={styles.progress} role="progressbar" aria-label="页面加载中" />
      ) : null}
      {/* Back to a list returns to where it was read; a new page starts at its top. */}
      <ScrollRestoration />
      <Suspense fallback={<MobilePending />}>
        <Outlet />
      </Suspense>
      {tab ? (
        // Plain links: a page the server drew works before its script has started.
        <nav className={styles.tabBar} aria-label="主导航">
          {TABS.map((item) => (
            <Link
              key={item.key}
              to={item.path}
              className={item.key === tab ? `${styles.tab} ${styles.activeTab}` : styles.tab}
              aria-current={item.key === tab ? 'page' : undefined}
            >
              <span className={styles.tabIcon} aria-hidden="true">
                {item.icon}
              </span>
              <span className={styles.tabTitle}>{item.title}</span>
            </Link>
          ))}
        </nav>
      ) : null}
    </div>
  );
}

/** The first screen while a page's chunk arrives. */
export function MobilePending() {
  return (
    <div className={styles.pending}>
      <DotLoading color="primary" />
    </div>
  );
}
