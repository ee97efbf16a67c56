import { Button, Spin } from 'antd';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { PlayInfo, ProgressResult, VideoOwnerKind } from '../../lib/api/course-video';
import { useOwnerStream } from './use-owner-stream';
import { VideoPlayer } from './video-player';
import type { TrialEnd } from './video-player';
import styles from './video-player.module.css';

export { TAKEN_OVER_TEXT } from './use-owner-stream';

interface OwnerVideoProps {
  ownerKind: VideoOwnerKind;
  ownerId: number;
  trialEnd: TrialEnd;
  /** Offered under the reason when the viewer may not watch at all (购买课程, 登录 …). */
  noRightAction?: ReactNode;
  /** Each progress report the server kept (the outline's ticks, a lesson just completed). */
  onSaved?: (result: ProgressResult) => void;
  /** The play info as it arrives (the page's title, say). */
  onInfo?: (info: PlayInfo) => void;
}

/** The black 16:9 frame with a message in it, for every state without a picture. */
export function PlayerFrame({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <div className={styles.stage} aria-busy={busy}>
      <div className={styles.cover} role="status">
        {children}
      </div>
    </div>
  );
}

/**
 * The protected video of one owner row (a course lesson, a lecture), as the server lets this
 * viewer watch it: asks for play info (which starts this account's stream and ends any on
 * another device), then shows the player, or why not: loading, failed, still being packaged, no
 * right (the owner's way on), or taken over by another device with 在此设备继续, which asks
 * again and so takes the stream back. A stream that ended for other reasons (expired addresses)
 * is restarted quietly where it stood.
 */
export function OwnerVideo({
  ownerKind,
  ownerId,
  trialEnd,
  noRightAction,
  onSaved,
  onInfo,
}: OwnerVideoProps) {
  const stream = useOwnerStream(ownerKind, ownerId, { onSaved, onInfo });
  const [rate, setRate] = useState(1);

  if (stream.phase === 'loading') {
    return (
      <PlayerFrame busy>
        <Spin />
        <p className={styles.coverText}>视频加载中…</p>
      </PlayerFrame>
    );
  }
  if (stream.phase === 'failed') {
    return (
      <PlayerFrame>
        <p className={styles.coverText}>{stream.message}</p>
        <Button type="primary" onClick={stream.retry}>
          重新加载
        </Button>
      </PlayerFrame>
    );
  }
  if (stream.phase === 'none') {
    return (
      <PlayerFrame>
        <p className={styles.coverTitle}>{stream.reason}</p>
        {noRightAction && <div className={styles.coverActions}>{noRightAction}</div>}
      </PlayerFrame>
    );
  }
  if (stream.phase === 'processing') {
    return (
      <PlayerFrame busy>
        <Spin />
        <p className={styles.coverText}>{stream.message}</p>
      </PlayerFrame>
    );
  }

  const shown = stream.stopped;
  return (
    <VideoPlayer
      key={stream.token}
      source={stream.source}
      trialEnd={trialEnd}
      reportProgress={stream.reportProgress}
      progressIntervalMs={stream.progressIntervalMs}
      onProgress={stream.onProgress}
      onFailure={stream.onFailure}
      cover={
        shown && (
          <>
            <p className={styles.coverTitle}>{shown.message}</p>
            <Button type="primary" onClick={stream.restart}>
              {shown.takenOver ? '在此设备继续' : '重新加载'}
            </Button>
          </>
        )
      }
      rate={rate}
      onRateChange={setRate}
    />
  );
}
