import { Breadcrumb, Button, Skeleton, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { ApiCode } from '@shangan/shared';
import { LinkButton } from '../../../components/link-button/link-button';
import { PageResult } from '../../../components/page-result/page-result';
import { ReloadResult } from '../../../components/page-states/page-states';
import { OwnerVideo, PlayerFrame } from '../../../components/video-player/owner-video';
import { formatTrial } from '../../../components/video-player/video-player';
import { isApiError } from '../../../lib/api';
import { openAuthDialog } from '../../../lib/auth-dialog';
import { useCurrentUser } from '../../../lib/current-user';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { pathTo } from '../../../lib/paths';
import { useCourseOutline } from '../api/course-outline';
import { useLiveRoom, type LiveRoomData } from '../api/live-room';
import { PlaybackOutline } from '../components/playback-outline';
import { StartTime, useNow } from '../components/start-time';
import { StateBadge } from '../components/state-badge';
import { ACCESS_ACTIONS } from '../lib/access';
import { positiveInt } from '../lib/params';
import { LessonRedirect } from '../components/lesson-redirect';
import styles from './playback-page.module.css';

/** While the recording is being made into a playback, the room is read again this often. */
const PROCESSING_RETRY_MS = 15_000;

function Trail({ title }: { title?: string }) {
  return (
    <Breadcrumb
      className={styles.breadcrumb}
      items={[
        { key: 'home', title: <Link to={pathTo('Home')}>首页</Link> },
        { key: 'live', title: <Link to={pathTo('Live', {}, { tab: 'past' })}>往期回放</Link> },
        ...(title ? [{ key: 'playback', title }] : []),
      ]}
    />
  );
}

/** The way in for a viewer who may not watch: log in, or the course's page. */
function NoRightAction({ room }: { room: LiveRoomData }) {
  if (room.access.action === 'login') {
    return (
      <Button type="primary" onClick={() => openAuthDialog('login')}>
        登录后观看
      </Button>
    );
  }
  return (
    <LinkButton type="primary" to={pathTo('courseDetail', {}, { id: room.courseId })}>
      {ACCESS_ACTIONS[room.access.action ?? 'buy']}
    </LinkButton>
  );
}

/** The recording, or what stands in its place (not over yet, being made, none). */
function Recording({ room }: { room: LiveRoomData }) {
  if (room.access.level === 'none') {
    return (
      <PlayerFrame>
        <p className={styles.frameTitle}>
          {room.access.action === 'login' ? '登录后即可观看回放' : room.access.reason}
        </p>
        <NoRightAction room={room} />
      </PlayerFrame>
    );
  }
  if (room.state === 'playback' && room.playbackLessonId !== null) {
    return (
      <OwnerVideo
        key={room.playbackLessonId}
        ownerKind="lesson"
        ownerId={room.playbackLessonId}
        trialEnd={{
          text: '购买课程后即可观看完整回放',
          action: (
            <LinkButton type="primary" to={pathTo('courseDetail', {}, { id: room.courseId })}>
              购买课程
            </LinkButton>
          ),
          note: (seconds) => `可试看前${formatTrial(seconds)}，购买课程后观看完整回放`,
        }}
        noRightAction={<NoRightAction room={room} />}
      />
    );
  }
  if (room.state === 'processing') {
    return (
      <PlayerFrame busy>
        <Spin />
        <p className={styles.frameTitle}>回放生成中</p>
        <p className={styles.frameText}>直播刚刚结束，回放通常在几分钟内生成，本页会自动刷新</p>
      </PlayerFrame>
    );
  }
  if (room.state === 'scheduled' || room.state === 'live') {
    return (
      <PlayerFrame>
        <p className={styles.frameTitle}>
          {room.state === 'live' ? '直播正在进行，结束后可看回放' : '直播还未开始，结束后可看回放'}
        </p>
        <LinkButton type="primary" to={pathTo('LivePlayer', {}, { id: room.id })}>
          进入直播间
        </LinkButton>
      </PlayerFrame>
    );
  }
  return (
    <PlayerFrame>
      <p className={styles.frameTitle}>暂无回放</p>
      <p className={styles.frameText}>{room.playbackNote || '本场直播没有生成回放'}</p>
    </PlayerFrame>
  );
}

function Playback({ room, viewer }: { room: LiveRoomData; viewer: number }) {
  const now = useNow();
  const course = useCourseOutline(viewer, room.courseId);
  return (
    <div className={`page-container ${styles.page}`}>
      <Trail title={room.title} />
      <div className={styles.layout}>
        <main className={styles.main}>
          <div className={styles.head}>
            <h1 className={styles.title}>{room.title}</h1>
            <StateBadge state={room.state} />
          </div>
          <div className={styles.meta}>
            <Link to={pathTo('courseDetail', {}, { id: room.courseId })}>{room.courseTitle}</Link>
            {room.teacher && <span>主讲：{room.teacher.name}</span>}
            <span>
              直播于 <StartTime startsAt={room.startedAt ?? room.startsAt} />
            </span>
          </div>
          <Recording room={room} />
        </main>
        <aside className={styles.aside}>
          <h2 className={styles.sectionTitle}>课程目录</h2>
          {course.isPending ? (
            <Skeleton active title={false} paragraph={{ rows: 6 }} />
          ) : course.isError ? (
            <p className={styles.muted}>目录加载失败</p>
          ) : (
            <PlaybackOutline
              courseId={room.courseId}
              chapters={course.data.chapters}
              currentLessonId={room.playbackLessonId ?? room.lessonId}
              now={now}
            />
          )}
        </aside>
      </div>
    </div>
  );
}

/**
 * /playback?id= (直播回放): a finished class's recording in the protected course player (the
 * live lesson's video, progress counted like any lesson) beside its course's chapters, or
 * 回放生成中 (read again until it is ready) / 暂无回放 with the reason.
 */
export default function PlaybackPage() {
  const [params] = useSearchParams();
  const id = positiveInt(params.get('id'));
  const lessonId = positiveInt(params.get('lessonId'));
  const user = useCurrentUser();
  const viewer = user.data?.id ?? 0;
  const room = useLiveRoom(viewer, id ?? 0, user.isPending, {
    refetchWhileProcessing: PROCESSING_RETRY_MS,
  });
  useDocumentTitle(room.data ? `${room.data.title} - 直播回放` : '直播回放');

  const back = { label: '查看往期回放', to: pathTo('Live', {}, { tab: 'past' }) };
  if (id === null && lessonId !== null) return <LessonRedirect lessonId={lessonId} to="Playback" />;
  if (id === null) {
    return (
      <div className="page-container page-centered">
        <PageResult status="404" title="回放不存在" subTitle="链接中缺少直播编号" action={back} />
      </div>
    );
  }
  if (user.isPending || room.isPending) {
    return (
      <div className={`page-container ${styles.page}`} aria-busy="true">
        <Trail />
        <div className={styles.layout}>
          <div className={styles.main}>
            <Skeleton.Input active className={styles.titlePlaceholder} />
            <div className={styles.meta}>&nbsp;</div>
            <PlayerFrame busy>
              <Spin />
            </PlayerFrame>
          </div>
          <div className={`${styles.aside} ${styles.asidePlaceholder}`}>
            <Skeleton active title paragraph={{ rows: 8 }} />
          </div>
        </div>
      </div>
    );
  }
  if (room.isError) {
    return (
      <div className="page-container page-centered">
        {isApiError(room.error) && room.error.code === ApiCode.NOT_FOUND ? (
          <PageResult status="404" title="回放不存在或已删除" action={back} />
        ) : (
          <ReloadResult
            title="回放加载失败"
            error={room.error}
            onReload={() => void room.refetch()}
          />
        )}
      </div>
    );
  }
  return <Playback room={room.data} viewer={viewer} />;
}
