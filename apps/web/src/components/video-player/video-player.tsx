import { Button, Select } from 'antd';
import { useRef } from 'react';
import type { ReactNode } from 'react';
import {
  PLAYBACK_RATES,
  PROTECTED_VIDEO_PROPS,
  usePlayerCore,
  useStageFullScreen,
} from './player-core';
import type { HlsFailure, PlayerSource, ReportProgress, TrialEnd } from './player-core';
import { Watermark } from './watermark';
import styles from './video-player.module.css';

export { formatTrial, PLAYBACK_RATES } from './player-core';
export type { PlayerSource, TrialEnd } from './player-core';

export interface VideoPlayerProps {
  source: PlayerSource;
  trialEnd: TrialEnd;
  onProgress: ReportProgress;
  /** Whether positions are reported at all (a visitor's are not kept). */
  reportProgress: boolean;
  /** How often a playing video reports (default PROGRESS_INTERVAL_MS). */
  progressIntervalMs?: number;
  /** The playlist, a key or a segment was refused or failed. */
  onFailure?: (failure: HlsFailure) => void;
  /** Shown over the picture instead of playing (another device took over, say). */
  cover?: ReactNode;
  /** Keeps the speed when the next lesson opens in a new player. */
  rate: number;
  onRateChange: (rate: number) => void;
}

/**
 * The protected-video player (course lessons, lectures): the HLS picture with the browser's own
 * controls (play, seek, volume) minus download, picture-in-picture and the video-only full
 * screen, which would leave the watermark behind; speed and full screen are ours and act on the
 * whole stage, watermark included. A trial stops at its last second and offers the owner's way
 * on. Progress is reported as useProgressReports says. The server still decides: a trial's
 * segments past its limit, and every key, are refused there; this only keeps the picture honest.
 */
export function VideoPlayer({
  source,
  trialEnd,
  onProgress,
  reportProgress,
  progressIntervalMs,
  onFailure,
  cover,
  rate,
  onRateChange,
}: VideoPlayerProps) {
  const stage = useRef<HTMLDivElement>(null);
  const blocked = cover !== undefined && cover !== null && cover !== false;
  const { video, failure, trialOver, watchAgain } = usePlayerCore({
    source,
    onProgress,
    reportProgress,
    progressIntervalMs,
    onFailure,
    blocked,
    rate,
  });
  const { fullScreen, toggle: toggleFullScreen } = useStageFullScreen(stage);

  let overlay: ReactNode = null;
  if (blocked) overlay = cover;
  else if (failure) overlay = <p className={styles.coverText}>{failure.message}</p>;
  else if (trialOver)
    overlay = (
      <>
        <p className={styles.coverTitle}>试看结束</p>
        <p className={styles.coverText}>{trialEnd.text}</p>
        <div className={styles.coverActions}>
          {trialEnd.action}
          <Button ghost onClick={watchAgain}>
            重新试看
          </Button>
        </div>
      </>
    );

  return (
    <div className={styles.player}>
      <div ref={stage} className={styles.stage}>
        <video
          ref={video}
          className={styles.video}
          {...PROTECTED_VIDEO_PROPS}
          data-testid="lesson-video"
        />
        <Watermark text={source.watermark} />
        {overlay && (
          <div className={styles.cover} role="status">
            {overlay}
          </div>
        )}
      </div>
      <div className={styles.toolbar}>
        {source.trialSeconds !== null && (
          <span className={styles.trialNote}>{trialEnd.note(source.trialSeconds)}</span>
        )}
        <label className={styles.rate}>
          倍速
          <Select
            size="small"
            value={rate}
            onChange={onRateChange}
            options={PLAYBACK_RATES.map((value) => ({ value, label: `${value}×` }))}
            aria-label="播放速度"
            popupMatchSelectWidth={false}
          />
        </label>
        <Button size="small" onClick={toggleFullScreen}>
          {fullScreen ? '退出全屏' : '全屏'}
        </Button>
      </div>
    </div>
  );
}
