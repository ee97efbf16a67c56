import { Button, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useHls } from './use-hls';
import type { HlsFailure } from './use-hls';
import { useProgressReports } from './use-progress-reports';
import type { ReportProgress } from './use-progress-reports';
import { Watermark } from './watermark';
import styles from './video-player.module.css';

export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 2] as const;

export interface PlayerSource {
  /** The signed HLS playlist. */
  src: string;
  /** Where to start: the server's resume position, in seconds. */
  startAt: number;
  /** A trial: playing stops at this second. null: the whole video may be watched. */
  trialSeconds: number | null;
  /** Drawn over the picture (the viewer's masked phone); empty for nobody. */
  watermark: string;
}

/** What a trial's end says and offers (buy the course, unlock the lecture …). */
export interface TrialEnd {
  /** e.g. 购买课程后即可观看完整视频 */
  text: string;
  /** The way on, e.g. a 购买课程 link. */
  action: ReactNode;
  /** Under the player while the trial plays, e.g. 试看前3分钟，购买后观看完整课程. */
  note: (trialSeconds: number) => string;
}

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
  const video = useRef<HTMLVideoElement>(null);
  const [trialOver, setTrialOver] = useState(false);
  const [fullScreen, setFullScreen] = useState(false);
  const blocked = cover !== undefined && cover !== null && cover !== false;

  // Declared before useHls: on unmount its last report must read the position before the
  // source is torn down (which rewinds the element to 0).
  useProgressReports(video, onProgress, reportProgress && !blocked, progressIntervalMs);
  const failure = useHls(video, source.src, source.startAt);

  const latestFailure = useRef(onFailure);
  useEffect(() => {
    latestFailure.current = onFailure;
  });
  useEffect(() => {
    if (failure) latestFailure.current?.(failure);
  }, [failure]);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.defaultPlaybackRate = rate;
    element.playbackRate = rate;
  }, [rate]);

  useEffect(() => {
    if (blocked) video.current?.pause();
  }, [blocked]);

  // A trial stops at its limit however it got there: playing on, seeking or dragging past it.
  const { trialSeconds } = source;
  useEffect(() => {
    const element = video.current;
    if (!element || trialSeconds === null) return;
    const check = () => {
      if (element.currentTime < trialSeconds) return;
      element.pause();
      if (element.currentTime > trialSeconds) element.currentTime = trialSeconds;
      setTrialOver(true);
    };
    const onEnded = () => setTrialOver(true);
    element.addEventListener('timeupdate', check);
    element.addEventListener('seeking', check);
    element.addEventListener('ended', onEnded);
    return () => {
      element.removeEventListener('timeupdate', check);
      element.removeEventListener('seeking', check);
      element.removeEventListener('ended', onEnded);
    };
  }, [trialSeconds]);

  useEffect(() => {
    const onChange = () => setFullScreen(document.fullscreenElement === stage.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggleFullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void stage.current?.requestFullscreen?.();
  };

  const watchAgain = () => {
    const element = video.current;
    if (!element) return;
    setTrialOver(false);
    element.currentTime = 0;
    void element.play().catch(() => undefined);
  };

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
          controls
          controlsList="nodownload nofullscreen noplaybackrate noremoteplayback"
          disablePictureInPicture
          disableRemotePlayback
          playsInline
          preload="auto"
          onContextMenu={(event) => event.preventDefault()}
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

/** 3分钟, 45秒, 2分30秒: a trial's length in a sentence. */
export function formatTrial(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest}秒`;
  return rest === 0 ? `${minutes}分钟` : `${minutes}分${rest}秒`;
}
