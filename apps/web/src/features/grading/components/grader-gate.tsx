import { Button, Result } from 'antd';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { LinkButton } from '../../../components/link-button/link-button';
import { openAuthDialog } from '../../../lib/auth-dialog';
import { isGrader, useCurrentUser } from '../../../lib/current-user';
import { pathTo } from '../../../lib/paths';
import { hasToken } from '../../../lib/session-storage';

/**
 * The grading pages are for graders: visitors get the login dialog like other member pages,
 * members without the role a clear 无批改权限 (the server refuses them too).
 */
export function GraderGate({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const signedIn = hasToken();
  useEffect(() => {
    if (!hasToken()) openAuthDialog('login');
  }, []);

  if (!signedIn) {
    return (
      <Result
        status="403"
        title="请先登录"
        subTitle="批改中心仅对批改老师开放，请先登录。"
        extra={
          <Button type="primary" onClick={() => openAuthDialog('login')}>
            登录
          </Button>
        }
      />
    );
  }
  if (user.isPending) return null;
  if (!isGrader(user.data)) {
    return (
      <Result
        status="403"
        title="无批改权限"
        subTitle="批改中心仅对批改老师开放。如需开通，请联系管理员。"
        extra={
          <LinkButton type="primary" to={pathTo('Home')}>
            返回首页
          </LinkButton>
        }
      />
    );
  }
  return children;
}
