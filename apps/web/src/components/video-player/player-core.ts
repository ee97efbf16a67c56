/**
 * The playing core of the protected-video player, without any chrome: the desktop player
 * (video-player.tsx, antd) and the mobile one (components/mobile/mobile-video-player.tsx,
 * antd-mobile) draw their own controls and covers around the same element and rules.
 *
 * - `usePlayerCore` attaches the signed HLS playlist (hls.js, or the browser's own HLS), reports
 *   the position (useProgressReports), keeps a trial to its last second, applies the speed and
 *   pauses while something covers the picture.
 * - `useOwnerStream` (use-owner-stream.ts) asks the server for the stream and handles one
 *   stream per account: taken over, ended, being packaged.
 */
import { useEffect, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { useHls } from './use-hls';
import type { HlsFailure } from './use-hls';
import { useProgressReports } from './use-progress-reports';
import type { ReportProgress } from './use-progress-reports';

export type { HlsFailure } from './use-hls';
export { formatTrial } from './trial-text';
export type { ReportProgress } from './use-progress-reports';

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

/** The attributes every protected <video> carries, whatever draws its chrome. */
export const PROTECTED_VIDEO_PROPS = {
  controls: true,
  // The browser's own full screen, picture-in-picture and download would show the bare video,
  // without the watermark; the players offer their own full screen of the whole stage.
  controlsList: 'nodownload nofullscreen noplaybackrate noremoteplayback',
  disablePictureInPicture: true,
  disableRemotePlayback: true,
  // Inline on iPhones too: Safari's own full-screen player would drop the watermark.
  playsInline: true,
  preload: 'auto',
  onContextMenu: (event: { preventDefault: () => void }) => event.preventDefault(),
} as const;

export interface PlayerCoreOptions {
  source: PlayerSource;
  onProgress: ReportProgress;
  /** Whether positions are reported at all (a visitor's are not kept). */
  reportProgress: boolean;
  /** How often a playing video reports (default PROGRESS_INTERVAL_MS). */
  progressIntervalMs?: number;
  /** The playlist, a key or a segment was refused or failed. */
  onFailure?: (failure: HlsFailure) => void;
  /** Something is shown over the picture instead of playing (another device took over). */
  blocked: boolean;
  rate: number;
}

export interface PlayerCore {
  /** Put on the player's <video>. */
  video: RefObject<HTMLVideoElement | null>;
  /** Why the source cannot play, in the words to show over the picture. */
  failure: HlsFailure | null;
  /** A trial reached its last second: the picture is paused there. */
  trialOver: boolean;
  /** Plays a finished trial again from its start. */
  watchAgain: () => void;
}

/**
 * Plays `source` in the returned `video` element. The server still decides: a trial's segments past its
 * limit, and every key, are refused there; this only keeps the picture honest.
 */
export function usePlayerCore({
  source,
  onProgress,
  reportProgress,
  progressIntervalMs,
  onFailure,
  blocked,
  rate,
}: PlayerCoreOptions): PlayerCore {
  const video = useRef<HTMLVideoElement>(null);
  const [trialOver, setTrialOver] = useState(false);

  // Before useHls: on unmount its last report must read the position before the source is
  // torn down (which rewinds the element to 0).
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

  const watchAgain = () => {
    const element = video.current;
    if (!element) return;
    setTrialOver(false);
    element.currentTime = 0;
    void element.play().catch(() => undefined);
  };

  return { video, failure, trialOver, watchAgain };
}

/**
 * Full screen of the player's whole stage (the watermark with it), where the browser allows
 * an element to go full screen; `supported` is false on iPhones, whose Safari only lets the
 * bare <video> do it.
 */
export function useStageFullScreen(stage: RefObject<HTMLElement | null>) {
  const [fullScreen, setFullScreen] = useState(false);
  useEffect(() => {
    const onChange = () => setFullScreen(document.fullscreenElement === stage.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [stage]);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void stage.current?.requestFullscreen?.();
  };
  const supported =
    typeof document !== 'undefined' &&
    typeof document.documentElement.requestFullscreen === 'function' &&
    document.fullscreenEnabled !== false;
  return { fullScreen, toggle, supported };
}
