import { Button, Skeleton, Spin } from 'antd';
import { Link } from 'react-router';
import { LessonOutline } from '../../../components/lesson-outline/lesson-outline';
import { LinkButton } from '../../../components/link-button/link-button';
import { OwnerVideo, PlayerFrame } from '../../../components/video-player/owner-video';
import {
  buyCourseTrialEnd,
  PlayerPage,
  PlayerPageSkeleton,
} from '../../../components/video-player/player-page';
import { openAuthDialog } from '../../../lib/auth-dialog';
import { pathTo } from '../../../lib/paths';
import { useCourseOutline } from '../api/course-outline';
import type { LiveRoomData } from '../api/live-room';
import { RoomHead, RoomHeadPlaceholder, RoomPage, roomTrail } from '../components/room-page';
import { StartTime, useNow } from '../components/start-time';
import { ACCESS_ACTIONS } from '../lib/access';
import { startText } from '../lib/live-format';
import styles from './playback-page.module.css';

/** While the recording is being made into a playback, the room is read again this often. */
const PROCESSING_RETRY_MS = 15_000;

const PAST = { key: 'live', label: '往期回放', to: pathTo('Live', {}, { tab: 'past' }) };

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
        trialEnd={buyCourseTrialEnd(pathTo('courseDetail', {}, { id: room.courseId }), '回放')}
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
    <PlayerPage
      trail={roomTrail(PAST, room.title)}
      outline={
        course.isPending ? (
          <Skeleton active title={false} paragraph={{ rows: 6 }} />
        ) : course.isError ? (
          <p className={styles.muted}>目录加载失败</p>
        ) : (
          <LessonOutline
            courseId={room.courseId}
            chapters={course.data.chapters}
            currentLessonId={room.playbackLessonId ?? room.lessonId}
            liveTime={(iso) => startText(iso, now)}
            currentNote="正在观看"
          />
        )
      }
    >
      <RoomHead room={room}>
        <Link to={pathTo('courseDetail', {}, { id: room.courseId })}>{room.courseTitle}</Link>
        {room.teacher && <span>主讲：{room.teacher.name}</span>}
        <span>
          直播于 <StartTime startsAt={room.startedAt ?? room.startsAt} />
        </span>
      </RoomHead>
      <Recording room={room} />
    </PlayerPage>
  );
}

/**
 * /playback?id= (直播回放): a finished class's recording in the protected course player (the
 * live lesson's video, progress counted like any lesson) beside its course's chapters, or
 * 回放生成中 (read again until it is ready) / 暂无回放 with the reason.
 */
export default function PlaybackPage() {
  return (
    <RoomPage
      page="Playback"
      noun="回放"
      back={{ label: '查看往期回放', to: PAST.to }}
      failedTitle="回放加载失败"
      documentTitle={(room) => (room ? `${room.title} - 直播回放` : '直播回放')}
      refetchWhileProcessing={PROCESSING_RETRY_MS}
      skeleton={<PlayerPageSkeleton trail={roomTrail(PAST)} head={<RoomHeadPlaceholder />} />}
    >
      {(room, viewer) => <Playback room={room} viewer={viewer} />}
    </RoomPage>
  );
}
