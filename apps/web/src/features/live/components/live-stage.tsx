import { Button, Spin } from 'antd';
import type { ReactNode } from 'react';
import { LinkButton } from '../../../components/link-button/link-button';
import { openAuthDialog } from '../../../lib/auth-dialog';
import { useCountdown } from '../../../lib/hooks/use-countdown';
import { pathTo } from '../../../lib/paths';
import type { LiveRoomData } from '../api/live-room';
import { ACCESS_ACTIONS } from '../lib/access';
import { countdownText } from '../lib/live-format';
import { LiveVideo } from './live-video';
import { ReminderButton } from './reminder-button';
import { StartTime } from './start-time';
import styles from './live-stage.module.css';

/** A frame with something to say instead of the picture, over the class's cover when it has one. */
function Cover({ picture, children }: { picture?: string; children: ReactNode }) {
  return (
    <div className={styles.stage}>
      {picture && <img className={styles.backdrop} src={picture} alt="" />}
      <div className={`${styles.cover} ${picture ? styles.coverOverPicture : ''}`} role="status">
        {children}
      </div>
    </div>
  );
}

function NoAccess({ room }: { room: LiveRoomData }) {
  const { access } = room;
  const action = access.action ?? 'buy';
  return (
    <Cover picture={room.cover}>
      <p className={styles.coverTitle}>
        {action === 'login' ? '登录后即可观看直播' : access.reason || '暂无观看权限'}
      </p>
      <p className={styles.coverText}>
        {room.courseTitle} · <StartTime startsAt={room.startsAt} />
      </p>
      <div className={styles.coverActions}>
        {action === 'login' ? (
          <Button type="primary" size="large" onClick={() => openAuthDialog('login')}>
            {ACCESS_ACTIONS.login}
          </Button>
        ) : (
          <LinkButton
            type="primary"
            size="large"
            to={pathTo('courseDetail', {}, { id: room.courseId })}
          >
            {ACCESS_ACTIONS[action]}
          </LinkButton>
        )}
      </div>
    </Cover>
  );
}

function Scheduled({ room, signedIn }: { room: LiveRoomData; signedIn: boolean }) {
  const left = useCountdown(room.startsAt);
  return (
    <Cover picture={room.cover}>
      <span className={styles.coverBadge}>直播预告</span>
      <p className={styles.coverTitle}>
        开播时间 <StartTime startsAt={room.startsAt} />
      </p>
      {left !== null && left > 0 ? (
        <p className={styles.countdown} aria-label="距开播">
          {countdownText(left)}
        </p>
      ) : (
        <p className={styles.coverText}>老师即将开播，请稍候</p>
      )}
      <div className={styles.coverActions}>
        <ReminderButton
          sessionId={room.id}
          reminded={room.reminded}
          signedIn={signedIn}
          ghost={room.reminded}
        />
      </div>
    </Cover>
  );
}

interface LiveStageProps {
  room: LiveRoomData;
  signedIn: boolean;
  /** The player's fresh addresses were refused: the room has changed under it. */
  onRefused: () => void;
}

/**
 * The room's 16:9 frame by state: the access refusal with the way in, the 预告 with the start
 * time, a countdown and 预约提醒, the live picture, 回放生成中, 可回放 with 观看回放, or 已结束 with
 * why there is no playback. A state pushed by the room's events switches it without a reload.
 */
export function LiveStage({ room, signedIn, onRefused }: LiveStageProps) {
  if (room.access.level === 'none') return <NoAccess room={room} />;
  switch (room.state) {
    case 'scheduled':
      return <Scheduled room={room} signedIn={signedIn} />;
    case 'live':
      return (
        <LiveVideo key={room.id} sessionId={room.id} initial={room.player} onRefused={onRefused} />
      );
    case 'processing':
      return (
        <Cover>
          <Spin />
          <p className={styles.coverTitle}>直播已结束，回放生成中</p>
          <p className={styles.coverText}>回放通常在几分钟内生成，稍后即可观看</p>
        </Cover>
      );
    case 'playback':
      return (
        <Cover picture={room.cover}>
          <p className={styles.coverTitle}>直播已结束</p>
          <p className={styles.coverText}>本场直播已生成回放，可随时观看</p>
          <div className={styles.coverActions}>
            <LinkButton type="primary" size="large" to={pathTo('Playback', {}, { id: room.id })}>
              观看回放
            </LinkButton>
          </div>
        </Cover>
      );
    case 'ended':
      return (
        <Cover picture={room.cover}>
          <p className={styles.coverTitle}>直播已结束</p>
          <p className={styles.coverText}>{room.playbackNote || '本场直播暂无回放'}</p>
        </Cover>
      );
  }
}
