import { Button, Result, Spin } from 'antd';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { PageResult } from '../../../components/page-result/page-result';
import { openAuthDialog } from '../../../lib/auth-dialog';
import {
  isGrader,
  isHomeworkTeacher,
  mayOpenGradingCenter,
  useCurrentUser,
} from '../../../lib/current-user';
import { hasToken } from '../../../lib/session-storage';

/** Who a page is for: short-answer graders, homework teachers, or either (批改中心's inbox). */
export type GateRole = 'grader' | 'teacher' | 'any';

const ADMITS: Record<GateRole, (user: Parameters<typeof isGrader>[0]) => boolean> = {
  grader: isGrader,
  teacher: isHomeworkTeacher,
  any: mayOpenGradingCenter,
};

/**
 * The grading pages are for graders and course teachers: visitors get the login dialog like
 * other member pages, members without the role the page needs a clear 无批改权限 (the server
 * refuses them too); while the user is loading a spinner, and when loading fails a retry, never
 * a wrong 无批改权限.
 */
export function GraderGate({
  children,
  role = 'grader',
}: {
  children: ReactNode;
  /** Short-answer pages by default, as before teachers came in. */
  role?: GateRole;
}) {
  const user = useCurrentUser();
  const signedIn = hasToken();
  useEffect(() => {
    if (!hasToken()) openAuthDialog('login');
  }, []);

  if (!signedIn) {
    return (
      <PageResult
        status="403"
        title="请先登录"
        subTitle="批改中心仅对批改老师和授课老师开放，请先登录。"
        action={{ label: '登录', onClick: () => openAuthDialog('login') }}
      />
    );
  }
  if (user.isPending) {
    return (
      <Result
        icon={<Spin size="large" />}
        title="正在确认批改权限…"
        data-testid="grader-gate-loading"
      />
    );
  }
  // Not knowing who this is is not the same as knowing they are no grader.
  if (user.isError) {
    return (
      <Result
        status="error"
        title="加载失败"
        subTitle={user.error.message || '请检查网络后重试'}
        extra={
          <Button type="primary" loading={user.isFetching} onClick={() => void user.refetch()}>
            重试
          </Button>
        }
      />
    );
  }
  if (!ADMITS[role](user.data)) {
    return (
      <PageResult
        status="403"
        title="无批改权限"
        subTitle="批改中心仅对批改老师和授课老师开放。如需开通，请联系管理员。"
      />
    );
  }
  return children;
}
