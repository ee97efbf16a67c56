import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageResult } from '../../../components/page-result/page-result';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { openAuthDialog } from '../../../lib/auth-dialog';
import { useCurrentUser } from '../../../lib/current-user';
import { pathTo } from '../../../lib/paths';
import { hasToken } from '../../../lib/session-storage';
import { PERSONAL_CENTER_MENU } from '../personal-center-menu';

/**
 * Member pages need a login: without a token the login dialog opens and the
 * pages stay closed. Watching the user query re-renders this when a login or logout happens.
 */
function useSignedIn(): boolean {
  useCurrentUser();
  return hasToken();
}

export default function PersonalCenterLayout() {
  const signedIn = useSignedIn();
  const { pathname } = useLocation();
  // Only on arrival: a logout from here is on its way home and must not be asked to log in.
  useEffect(() => {
    if (!hasToken()) openAuthDialog('login');
  }, []);

  if (!signedIn) {
    // The section's index only redirects to its first page; that needs no login.
    if (pathname === pathTo('PersonalCenterIndex')) {
      return <Navigate to={pathTo('MyCollection')} replace />;
    }
    return (
      <div className="page-container page-centered">
        <PageResult
          status="403"
          title="请先登录"
          subTitle="登录后即可查看个人中心的课程、订单、收藏和作业。"
          action={{ label: '登录', onClick: () => openAuthDialog('login') }}
        />
      </div>
    );
  }
  return (
    <SectionLayout title="个人中心" homeTo={pathTo('PersonalCenter')} menu={PERSONAL_CENTER_MENU} />
  );
}
