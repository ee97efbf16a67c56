import { ActionSheet, Button, SpinLoading } from 'antd-mobile';
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { PlayInfo, ProgressResult, VideoOwnerKind } from '../../lib/api/course-video';
import {
  PLAYBACK_RATES,
  PROTECTED_VIDEO_PROPS,
  usePlayerCore,
  useStageFullScreen,
} from '../video-player/player-core';
import type { OwnerStream } from '../video-player/use-owner-stream';
import { useOwnerStream } from '../video-player/use-owner-stream';
import type { TrialEnd } from '../video-player/player-core';
import { Watermark } from '../video-player/watermark';
import styles from './mobile-video-player.module.css';

/**
 * The black 16:9 box of the mobile player with a message in it: the box is there before
 * anything loads, so the page under it never moves.
 */
export function MobilePlayerFrame({
  children,
  busy = false,
}: {
  children: ReactNode;
  busy?: boolean;
}) {
  return (
    <div className={styles.stage} aria-busy={busy}>
      <div className={styles.cover} role="status">
        {children}
      </div>
    </div>
  );
}

/** The frame while something is being fetched or prepared, with its words. */
export function MobilePlayerWaiting({ text }: { text: string }) {
  return (
    <MobilePlayerFrame busy>
      <SpinLoading color="white" style={{ '--size': '28px' }} />
      <p className={styles.coverText}>{text}</p>
    </MobilePlayerFrame>
  );
}

interface MobileOwnerVideoProps {
  ownerKind: VideoOwnerKind;
  ownerId: number;
  trialEnd: TrialEnd;
  /** Offered under the reason when the viewer may not watch at all (购买课程, 登录 …). */
  noRightAction?: ReactNode;
  /** Each progress report the server kept (the outline's ticks, a lesson just completed). */
  onSaved?: (result: ProgressResult) => void;
  onInfo?: (info: PlayInfo) => void;
}

/**
 * The protected video of one owner row on a phone: the same stream rules as the desktop player
 * (useOwnerStream: play info, one stream per account, quiet restarts) and the same playing core
 * (usePlayerCore), with touch-sized controls.
 */
export function MobileOwnerVideo({
  ownerKind,
  ownerId,
  trialEnd,
  noRightAction,
  onSaved,
  onInfo,
}: MobileOwnerVideoProps) {
  const stream = useOwnerStream(ownerKind, ownerId, { onSaved, onInfo });
  const [rate, setRate] = useState(1);

  if (stream.phase === 'loading') return <MobilePlayerWaiting text="视频加载中…" />;
  if (stream.phase === 'processing') return <MobilePlayerWaiting text={stream.message} />;
  if (stream.phase === 'failed') {
    return (
      <MobilePlayerFrame>
        <p className={styles.coverText}>{stream.message}</p>
        <Button color="primary" size="small" onClick={stream.retry}>
          重新加载
        </Button>
      </MobilePlayerFrame>
    );
  }
  if (stream.phase === 'none') {
    return (
      <MobilePlayerFrame>
        <p className={styles.coverTitle}>{stream.reason}</p>
        {noRightAction && <div className={styles.coverActions}>{noRightAction}</div>}
      </MobilePlayerFrame>
    );
  }
  return (
    <MobileVideoPlayer
      key={stream.token}
      stream={stream}
      trialEnd={trialEnd}
      rate={rate}
      onRateChange={setRate}
    />
  );
}

function MobileVideoPlayer({
  stream,
  trialEnd,
  rate,
  onRateChange,
}: {
  stream: Extract<OwnerStream, { phase: 'ready' }>;
  trialEnd: TrialEnd;
  rate: number;
  onRateChange: (rate: number) => void;
}) {
  const stage = useRef<HTMLDivElement>(null);
  const [ratesOpen, setRatesOpen] = useState(false);
  const stopped = stream.stopped;
  const { video, failure, trialOver, watchAgain } = usePlayerCore({
    source: stream.source,
    onProgress: stream.onProgress,
    reportProgress: stream.reportProgress,
    progressIntervalMs: stream.progressIntervalMs,
    onFailure: stream.onFailure,
    blocked: stopped !== undefined,
    rate,
  });
  const fullScreen = useStageFullScreen(stage);

  let overlay: ReactNode = null;
  if (stopped) {
    overlay = (
      <>
        <p className={styles.coverTitle}>{stopped.message}</p>
        <Button color="primary" size="small" onClick={stream.restart}>
          {stopped.takenOver ? '在此设备继续' : '重新加载'}
        </Button>
      </>
    );
  } else if (failure) {
    overlay = <p className={styles.coverText}>{failure.message}</p>;
  } else if (trialOver) {
    overlay = (
      <>
        <p className={styles.coverTitle}>试看结束</p>
        <p className={styles.coverText}>{trialEnd.text}</p>
        <div className={styles.coverActions}>
          {trialEnd.action}
          <Button size="small" fill="outline" className={styles.ghost} onClick={watchAgain}>
            重新试看
          </Button>
        </div>
      </>
    );
  }

  const { trialSeconds } = stream.source;
  return (
    <div className={styles.player}>
      <div ref={stage} className={styles.stage}>
        <video
          ref={video}
          className={styles.video}
          {...PROTECTED_VIDEO_PROPS}
          data-testid="lesson-video"
        />
        <Watermark text={stream.source.watermark} />
        {overlay && (
          <div className={styles.cover} role="status">
            {overlay}
          </div>
        )}
      </div>
      <div className={styles.toolbar}>
        <span className={styles.trialNote}>
          {trialSeconds !== null ? trialEnd.note(trialSeconds) : ''}
        </span>
        <button
          type="button"
          className={styles.tool}
          onClick={() => setRatesOpen(true)}
          aria-label={`播放速度，当前${rate}倍`}
        >
          {rate === 1 ? '倍速' : `${rate}×`}
        </button>
        {fullScreen.supported && (
          <button type="button" className={styles.tool} onClick={fullScreen.toggle}>
            {fullScreen.fullScreen ? '退出全屏' : '全屏'}
          </button>
        )}
      </div>
      <ActionSheet
        visible={ratesOpen}
        onClose={() => setRatesOpen(false)}
        extra="播放速度"
        cancelText="取消"
        actions={PLAYBACK_RATES.map((value) => ({
          key: String(value),
          text: value === rate ? `${value}× ✓` : `${value}×`,
          onClick: () => {
            onRateChange(value);
            setRatesOpen(false);
          },
        }))}
      />
    </div>
  );
}
