import { useEffect, useRef, useState } from 'react';
import { claimAnswer } from '../api/grading-claim';
import { releaseAnswer, releaseAnswerOnExit } from '../api/grading-release';

/** The server's lock lasts 15 minutes; renewing every 5 leaves room for a slow request. */
export const LOCK_RENEW_MS = 5 * 60_000;

/**
 * Holds the grading lock while the page is open: re-claims it every 5 minutes (a claim by the
 * holder extends it), gives it back on leaving the page (unmount, or pagehide with a keepalive
 * request) and takes it again when the page comes back from the back-forward cache.
 */
export function useGradingLock(
  answerId: number,
  initialExpiresAt: string,
  onLost: (error: unknown) => void,
) {
  const [expiresAt, setExpiresAt] = useState(initialExpiresAt);
  const lost = useRef(onLost);
  useEffect(() => {
    lost.current = onLost;
  });
  /** Claims again; resolves with false (after telling onLost) when that failed. */
  const renew = useRef(async (): Promise<boolean> => false);
  const setUp = useRef(false);

  useEffect(() => {
    let open = true;
    renew.current = async () => {
      try {
        const claimed = await claimAnswer(answerId);
        if (open) setExpiresAt(claimed.lockExpiresAt);
        return true;
      } catch (error) {
        if (open) lost.current(error);
        return false;
      }
    };
    // Set up again after a cleanup (React's development double run): the cleanup gave it back.
    if (setUp.current) void renew.current();
    setUp.current = true;
    const timer = setInterval(() => void renew.current(), LOCK_RENEW_MS);
    const onHide = () => releaseAnswerOnExit(answerId);
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) void renew.current();
    };
    window.addEventListener('pagehide', onHide);
    window.addEventListener('pageshow', onShow);
    return () => {
      open = false;
      clearInterval(timer);
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('pageshow', onShow);
      void releaseAnswer(answerId).catch(() => undefined);
    };
  }, [answerId]);

  return { expiresAt, renew: () => renew.current() };
}
