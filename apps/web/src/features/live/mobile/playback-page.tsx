import { Button } from 'antd-mobile';
import { BellOutline, RightOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiCode } from '@shangan/shared';
import { MobileEmpty, MobileError, MobileLoading, MobilePage } from '../../../components/mobile';
import { ConfirmDialog } from '../../../components/mobile/confirm-dialog';
import { MobileCourseOutline } from '../../../components/mobile/mobile-course-outline';
import {
  MobileOwnerVideo,
  MobilePlayerFrame,
  MobilePlayerWaiting,
} from '../../../components/mobile/mobile-video-player';
import { useSendToLogin } from '../../../components/mobile/use-send-to-login';
import { formatTrial } from '../../../components/video-player/player-core';
import { isApiError } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';
import { useCountdown } from '../../../lib/hooks/use-countdown';
import { mobilePathTo } from '../../../lib/mobile-paths';
import { notify } from '../../../lib/notifier';
import { useCourseOutline } from '../api/course-outline';
import { useLiveRoom } from '../api/live-room';
import type { LiveRoomData } from '../api/live-room';
import { useSetLiveReminder } from '../api/set-reminder';
import { useNow } from '../components/start-time';
import { StateBadge } from '../components/state-badge';
import { ACCESS_ACTIONS } from '../lib/access';
import { countdownText, startText } from '../lib/live-format';
import { positiveInt } from '../lib/params';
import { MobileLiveVideo } from './mobile-live-video';
import styles from './mobile-live.module.css';

/** While the recording is being made into a playback, the room is read again this often. */
const PROCESSING_RETRY_MS = 15_000;
/** Before and during the class the room is read again this often (its state moves on). */
const SCHEDULE_RETRY_MS = 30_000;

/** The way in for a viewer who may not watch: log in, or the course's page. */
function NoRightAction({ room }: { room: LiveRoomData }) {
  const navigate = useNavigate();
  const sendToLogin = useSendToLogin();
  const action = room.access.action ?? 'buy';
  if (action === 'login') {
    return (
      <Button color="primary" size="small" onClick={sendToLogin}>
        {ACCESS_ACTIONS.login}
      </Button>
    );
  }
  return (
    <Button
      color="primary"
      size="small"
      onClick={() => void navigate(mobilePathTo('MCourseDetail', {}, { id: room.courseId }))}
    >
      {ACCESS_ACTIONS[action]}
    </Button>
  );
}

/** 预约提醒 / 已预约: a visitor logs in first; the answer refreshes the room. */
function ReminderButton({ room, signedIn }: { room: LiveRoomData; signedIn: boolean }) {
  const reminder = useSetLiveReminder();
  const sendToLogin = useSendToLogin();
  const toggle = () => {
    if (!signedIn) {
      sendToLogin();
      return;
    }
    reminder.mutate(
      { sessionId: room.id, remind: !room.reminded },
      {
        onSuccess: (answer) =>
          notify.success(answer.reminded ? '预约成功，开播前15分钟会短信提醒您' : '已取消预约'),
      },
    );
  };
  return (
    <Button
      color={room.reminded ? 'default' : 'primary'}
      size="small"
      loading={reminder.isPending}
      aria-pressed={room.reminded}
      onClick={toggle}
    >
      <BellOutline /> {room.reminded ? '已预约' : '预约提醒'}
    </Button>
  );
}

function Scheduled({ room, signedIn }: { room: LiveRoomData; signedIn: boolean }) {
  const now = useNow();
  const left = useCountdown(room.startsAt);
  return (
    <MobilePlayerFrame>
      <span className={styles.badge}>直播预告</span>
      <p className={styles.coverTitle}>开播时间 {startText(room.startsAt, now)}</p>
      {left !== null && left > 0 ? (
        <p className={styles.countdown} aria-label="距开播">
          {countdownText(left)}
        </p>
      ) : (
        <p className={styles.coverText}>老师即将开播，请稍候</p>
      )}
      <ReminderButton room={room} signedIn={signedIn} />
    </MobilePlayerFrame>
  );
}

/** The class's picture, its recording, or what stands in its place. */
function Stage({
  room,
  signedIn,
  onRefused,
}: {
  room: LiveRoomData;
  signedIn: boolean;
  onRefused: () => void;
}) {
  const navigate = useNavigate();
  if (room.access.level === 'none') {
    return (
      <MobilePlayerFrame>
        <p className={styles.coverTitle}>
          {room.access.action === 'login' ? '登录后即可观看' : room.access.reason || '暂无观看权限'}
        </p>
        <NoRightAction room={room} />
      </MobilePlayerFrame>
    );
  }
  if (room.state === 'playback' && room.playbackLessonId !== null) {
    const detail = mobilePathTo('MCourseDetail', {}, { id: room.courseId });
    return (
      <MobileOwnerVideo
        key={room.playbackLessonId}
        ownerKind="lesson"
        ownerId={room.playbackLessonId}
        trialEnd={{
          text: '购买课程后即可观看完整回放',
          action: (
            <Button color="primary" size="small" onClick={() => void navigate(detail)}>
              购买课程
            </Button>
          ),
          note: (seconds) => `可试看前${formatTrial(seconds)}，购买后观看完整回放`,
        }}
        noRightAction={<NoRightAction room={room} />}
      />
    );
  }
  if (room.state === 'live') {
    return <MobileLiveVideo sessionId={room.id} initial={room.player} onRefused={onRefused} />;
  }
  if (room.state === 'processing') {
    return <MobilePlayerWaiting text="回放生成中，通常几分钟内完成，本页会自动刷新" />;
  }
  if (room.state === 'scheduled') return <Scheduled room={room} signedIn={signedIn} />;
  return (
    <MobilePlayerFrame>
      <p className={styles.coverTitle}>暂无回放</p>
      <p className={styles.coverText}>{room.playbackNote || '本场直播没有生成回放'}</p>
    </MobilePlayerFrame>
  );
}

function Room({
  room,
  viewer,
  refetch,
}: {
  room: LiveRoomData;
  viewer: number;
  refetch: () => void;
}) {
  const now = useNow();
  const navigate = useNavigate();
  const course = useCourseOutline(viewer, room.courseId);
  const detail = mobilePathTo('MCourseDetail', {}, { id: room.courseId });
  const [lockedReason, setLockedReason] = useState<string | null>(null);
  const when = room.startedAt ?? room.startsAt;

  return (
    <>
      <div className={styles.stageBox}>
        <Stage room={room} signedIn={viewer !== 0} onRefused={refetch} />
      </div>
      <section className={styles.block}>
        <div className={styles.titleLine}>
          <StateBadge state={room.state} className={styles.stateBadge} />
          <h1 className={styles.title}>{room.title}</h1>
        </div>
        <p className={styles.meta}>
          {room.teacher && <span>主讲：{room.teacher.name}</span>}
          <span>
            {room.state === 'scheduled' ? '开播' : '直播于'} {startText(when, now)}
          </span>
          {room.state === 'live' && room.online > 0 && <span>{room.online}人在线</span>}
        </p>
        <Link to={detail} className={styles.course}>
          {room.courseTitle} <RightOutline />
        </Link>
        {room.announcement && <p className={styles.announcement}>公告：{room.announcement}</p>}
      </section>
      <section className={styles.block} aria-labelledby="room-outline">
        <h2 id="room-outline" className={styles.heading}>
          课程目录
        </h2>
        {course.isPending ? (
          <MobileLoading lines={4} />
        ) : course.isError ? (
          <MobileError title="目录加载失败" onRetry={() => void course.refetch()} />
        ) : (
          <div className={styles.flush}>
            <MobileCourseOutline
              courseId={room.courseId}
              chapters={course.data.chapters}
              currentLessonId={room.playbackLessonId ?? room.lessonId}
              currentNote="正在观看"
              liveTime={(iso) => startText(iso, now)}
              onLocked={(lesson) => setLockedReason(lesson.lockedReason || '购买课程后即可观看')}
            />
          </div>
        )}
      </section>
      <ConfirmDialog
        open={lockedReason !== null}
        content={lockedReason}
        confirmText="查看课程"
        onConfirm={() => void navigate(detail)}
        onCancel={() => setLockedReason(null)}
      />
    </>
  );
}

/**
 * /video/:id (a live class by its session, where the desktop /playback?id= sends phones): the
 * class's state and time, and what may be watched now — the countdown with 预约提醒 before it
 * starts, the live picture while it is on, 回放生成中 (read again until ready), then the
 * recording in the protected player — with the course's outline under it.
 */
export default function MobilePlaybackPage() {
  const { id: rawId } = useParams();
  const id = positiveInt(rawId ?? null);
  const navigate = useNavigate();
  const user = useCurrentUser();
  const viewer = user.data?.id ?? 0;
  const room = useLiveRoom(viewer, id ?? 0, user.isPending, {
    refetchWhileProcessing: PROCESSING_RETRY_MS,
  });
  const state = room.data?.state;
  const { refetch } = room;

  // The class starts and ends on its own: its state is read again now and then until it is over.
  useEffect(() => {
    if (state !== 'scheduled' && state !== 'live') return undefined;
    const timer = setInterval(() => void refetch(), SCHEDULE_RETRY_MS);
    return () => clearInterval(timer);
  }, [state, refetch]);

  const back = (
    <Button color="primary" onClick={() => void navigate(mobilePathTo('MPublicClass'))}>
      看看公开课
    </Button>
  );
  let body;
  if (id === null) {
    body = (
      <MobileEmpty title="直播不存在" description="链接中缺少直播编号">
        {back}
      </MobileEmpty>
    );
  } else if (user.isPending || room.isPending) {
    body = (
      <>
        <MobilePlayerWaiting text="加载中…" />
        <MobileLoading lines={6} />
      </>
    );
  } else if (room.isError) {
    body =
      isApiError(room.error) && room.error.code === ApiCode.NOT_FOUND ? (
        <MobileEmpty title="直播不存在或已删除">{back}</MobileEmpty>
      ) : (
        <MobileError title="直播加载失败" onRetry={() => void room.refetch()} />
      );
  } else {
    body = <Room room={room.data} viewer={viewer} refetch={() => void room.refetch()} />;
  }

  return (
    <MobilePage
      title={state === 'live' ? '直播中' : state === 'playback' ? '直播回放' : '直播课'}
      documentTitle={room.data?.title ?? '直播课'}
    >
      {body}
    </MobilePage>
  );
}
