import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ApiCode } from '@shangan/shared';
import { PageResult } from '../../../components/page-result/page-result';
import { ReloadResult } from '../../../components/page-states/page-states';
import { PageShell } from '../../../components/page-shell/page-shell';
import { isApiError } from '../../../lib/api';
import { openAuthDialog } from '../../../lib/auth-dialog';
import { useCurrentUser } from '../../../lib/current-user';
import { pathTo } from '../../../lib/paths';
import { hasToken } from '../../../lib/session-storage';
import { useHomeworkSheet, type Sheet } from '../api/homework-sheet';
import { idParam } from '../lib/words';

/** Where every homework page sits: under 我的作业 in the personal centre. */
export const HOMEWORK_TRAIL = [
  { title: '个人中心', to: pathTo('PersonalCenter') },
  { title: '我的作业', to: pathTo('MyHomework') },
];

const TO_MY_HOMEWORK = { label: '返回我的作业', to: pathTo('MyHomework') };

/** The signed-in learner's id (0 while unknown) and whether there is a session at all. */
function useViewer() {
  const { data: user, isPending } = useCurrentUser();
  const signedIn = hasToken();
  return { viewer: user?.id ?? 0, signedIn, waiting: signedIn && (isPending || !user) };
}

interface SheetGateProps {
  /** The page's title until the homework has loaded; then `titleOf` it. */
  title: string;
  /**
   * false (the answer card): read afresh on arrival and then left alone, since the page's own
   * answers are newer than any copy the server would send meanwhile.
   */
  live?: boolean;
  titleOf?: (sheet: Sheet) => string;
  children: (sheet: Sheet, state: { viewer: number; refreshing: boolean }) => ReactNode;
}

/**
 * A homework page (?id= the homework) in every state, in its frame: a visitor asked to log in (homework is per
 * learner), an address without a homework, its skeleton while it loads, a homework that is not
 * there or not for this learner (not enrolled in the course) with the way back to 我的作业, a
 * failed load with 重新加载, and once loaded the page itself.
 */
export function SheetGate({
  title,
  live = true,
  titleOf = (sheet) => sheet.homework.title,
  children,
}: SheetGateProps) {
  const [params] = useSearchParams();
  const homeworkId = idParam(params.get('id'));
  const { viewer, signedIn, waiting } = useViewer();
  const query = useHomeworkSheet(viewer, homeworkId, { live });
  const shell = (shellTitle: string, body: ReactNode) => (
    <PageShell title={shellTitle} trail={HOMEWORK_TRAIL}>
      {body}
    </PageShell>
  );
  if (!signedIn) {
    return shell(
      title,
      <PageResult
        status="403"
        title="登录后查看作业"
        subTitle="课后作业、作答草稿和老师的批改都保存在你的账号里。"
        action={{ label: '登录', onClick: () => openAuthDialog('login') }}
      />,
    );
  }
  if (homeworkId === 0) {
    return shell(
      title,
      <PageResult
        status="404"
        title="没有找到这份作业"
        subTitle="链接缺少作业编号，请从我的作业或课程的课后作业进入。"
        action={TO_MY_HOMEWORK}
      />,
    );
  }
  if (waiting || query.isPending || (!live && !query.isFetchedAfterMount && !query.isError)) {
    return shell(
      title,
      <div aria-busy="true" aria-label="作业加载中">
        <Skeleton active title={{ width: '40%' }} paragraph={{ rows: 3 }} />
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>,
    );
  }
  if (query.isError) {
    const code = isApiError(query.error) ? query.error.code : 0;
    if (code === ApiCode.NOT_FOUND) {
      return shell(
        title,
        <PageResult
          status="404"
          title="作业不存在或已删除"
          subTitle="去我的作业看看其他作业吧。"
          action={TO_MY_HOMEWORK}
        />,
      );
    }
    if (code === ApiCode.FORBIDDEN || code === ApiCode.BAD_REQUEST) {
      return shell(
        title,
        <PageResult
          status="403"
          title="暂时不能查看这份作业"
          subTitle={query.error.message || '购买或报名本课程后即可完成作业'}
          action={TO_MY_HOMEWORK}
        />,
      );
    }
    return shell(
      title,
      <ReloadResult
        title="作业加载失败"
        error={query.error}
        onReload={() => void query.refetch()}
      />,
    );
  }
  return shell(titleOf(query.data), children(query.data, { viewer, refreshing: query.isFetching }));
}
