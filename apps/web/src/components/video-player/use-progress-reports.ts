import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/** How often a playing video reports where it is, unless the server says otherwise. */
export const PROGRESS_INTERVAL_MS = 10_000;

/**
 * `leaving`: the page is being hidden, closed or left, so the report must outlive it (a
 * keepalive request) and nobody will read its answer.
 */
export type ReportProgress = (positionSeconds: number, leaving: boolean) => void;

/**
 * Reports the playing position every `intervalMs` while the video plays, and at once when it
 * starts playing, is paused or ends, when the page is hidden or closed, and when the player goes
 * away, so that a learner who comes back resumes where they stopped. A position already
 * reported is not sent again, and nothing is sent before the video has played at all.
 */
export function useProgressReports(
  video: RefObject<HTMLVideoElement | null>,
  report: ReportProgress,
  enabled: boolean,
  intervalMs = PROGRESS_INTERVAL_MS,
): void {
  const latest = useRef({ report, enabled });
  useEffect(() => {
    latest.current = { report, enabled };
  });

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let lastSent: number | null = null;
    let played = false;

    const send = (leaving: boolean) => {
      if (!played || !latest.current.enabled) return;
      const position = Math.floor(element.currentTime);
      if (position === lastSent) return;
      lastSent = position;
      latest.current.report(position, leaving);
    };
    // Where playing (re)starts is reported too: the server counts the seconds between two
    // reports as watched, so after a resume or a jump the next interval counts from here.
    const onPlaying = () => {
      played = true;
      send(false);
    };
    const onPause = () => send(false);
    const onHide = () => send(true);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') send(true);
    };
    const timer = setInterval(() => {
      if (!element.paused) send(false);
    }, intervalMs);

    element.addEventListener('playing', onPlaying);
    element.addEventListener('pause', onPause);
    element.addEventListener('ended', onPause);
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      element.removeEventListener('playing', onPlaying);
      element.removeEventListener('pause', onPause);
      element.removeEventListener('ended', onPause);
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      // Leaving the lesson (another lesson, another page) is the last chance to say where it was.
      send(true);
    };
  }, [video, intervalMs]);
}
