import { Skeleton, type BreadcrumbProps } from 'antd';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiCode } from '@shangan/shared';
import { PageResult } from '../../../components/page-result/page-result';
import { ReloadResult } from '../../../components/page-states/page-states';
import { isApiError } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { pathTo } from '../../../lib/paths';
import { useLiveRoom, type LiveRoomData } from '../api/live-room';
import { positiveInt } from '../lib/params';
import { LessonRedirect } from './lesson-redirect';
import { StateBadge } from './state-badge';
import styles from './room-page.module.css';

/** 首页 › the page's section › the class (once it is known). */
export function roomTrail(
  section: { key: string; label: string; to: string },
  title?: string,
): NonNullable<BreadcrumbProps['items']> {
  return [
    { key: 'home', title: <Link to={pathTo('Home')}>首页</Link> },
    { key: section.key, title: <Link to={section.to}>{section.label}</Link> },
    ...(title ? [{ key: 'class', title }] : []),
  ];
}

/** The class's title and state, with the facts of the page under them. */
export function RoomHead({ room, children }: { room: LiveRoomData; children: ReactNode }) {
  return (
    <div className={styles.head}>
      <h1 className={styles.title}>{room.title}</h1>
      <StateBadge state={room.state} />
      <div className={styles.meta}>{children}</div>
    </div>
  );
}

/** RoomHead's shape while the room loads. */
export function RoomHeadPlaceholder() {
  return (
    <div className={styles.head}>
      <Skeleton.Input active className={styles.titlePlaceholder} />
      <div className={styles.meta}>&nbsp;</div>
    </div>
  );
}

/**
 * What a page of one class (?id=, or ?lessonId= sent on to it) shows until its room is loaded:
 * 404 without an id or for a class that is not there, its skeleton while the viewer and the room
 * load, a reload when the room failed; then `children` with the room and the viewer's id (0 for
 * a visitor).
 */
export function RoomPage({
  page,
  noun,
  back,
  failedTitle,
  documentTitle,
  refetchWhileProcessing = 0,
  skeleton,
  children,
}: {
  page: 'LivePlayer' | 'Playback';
  /** How the page's sentences call the class: 直播, 回放. */
  noun: string;
  /** The way on from a class that is not there. */
  back: { label: string; to: string };
  failedTitle: string;
  documentTitle: (room: LiveRoomData | undefined) => string;
  refetchWhileProcessing?: number;
  skeleton: ReactNode;
  children: (room: LiveRoomData, viewer: number) => ReactNode;
}) {
  const [params] = useSearchParams();
  const id = positiveInt(params.get('id'));
  const lessonId = positiveInt(params.get('lessonId'));
  const user = useCurrentUser();
  const viewer = user.data?.id ?? 0;
  const room = useLiveRoom(viewer, id ?? 0, user.isPending, { refetchWhileProcessing });
  useDocumentTitle(documentTitle(room.data));

  if (id === null && lessonId !== null) return <LessonRedirect lessonId={lessonId} to={page} />;
  if (id === null) {
    return (
      <div className="page-container page-centered">
        <PageResult
          status="404"
          title={`${noun}不存在`}
          subTitle="链接中缺少直播编号"
          action={back}
        />
      </div>
    );
  }
  if (user.isPending || room.isPending) return skeleton;
  if (room.isError) {
    return (
      <div className="page-container page-centered">
        {isApiError(room.error) && room.error.code === ApiCode.NOT_FOUND ? (
          <PageResult status="404" title={`${noun}不存在或已删除`} action={back} />
        ) : (
          <ReloadResult
            title={failedTitle}
            error={room.error}
            onReload={() => void room.refetch()}
          />
        )}
      </div>
    );
  }
  return children(room.data, viewer);
}
