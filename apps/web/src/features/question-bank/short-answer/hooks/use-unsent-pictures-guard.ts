import { useEffect, useRef } from 'react';
import { useBlocker, type Location } from 'react-router';
import { discardPendingPictures } from '../lib/pending-pictures';

export interface UnsentPicturesGuardOptions {
  /**
   * Asks the learner whether to leave anyway (图片还没有上传); resolves true to leave. Each
   * site draws its own dialog.
   */
  ask: (waiting: number) => Promise<boolean>;
  /**
   * The answer pages of the same question keep the chosen pictures (the other layout): going
   * there needs no question.
   */
  answerPages: readonly string[];
}

function keepsPictures(next: Location, questionId: number, answerPages: readonly string[]) {
  return (
    answerPages.includes(next.pathname) &&
    new URLSearchParams(next.search).get('questionId') === String(questionId)
  );
}

/**
 * Pictures are uploaded only with 上传, and learners forget it: while some wait, leaving
 * the page asks first — the browser's own prompt on reload or close, the site's dialog on a
 * link inside the site. Leaving anyway drops them.
 */
export function useUnsentPicturesGuard(
  waiting: number,
  questionId: number,
  { ask, answerPages }: UnsentPicturesGuardOptions,
): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      waiting > 0 &&
      currentLocation.pathname + currentLocation.search !==
        nextLocation.pathname + nextLocation.search &&
      !keepsPictures(nextLocation, questionId, answerPages),
  );

  useEffect(() => {
    if (waiting === 0) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [waiting]);

  const latestAsk = useRef(ask);
  useEffect(() => {
    latestAsk.current = ask;
  });
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void latestAsk.current(waiting).then((leave) => {
      asking.current = false;
      if (leave) {
        discardPendingPictures(questionId);
        blocker.proceed();
      } else {
        blocker.reset();
      }
    });
  }, [blocker, waiting, questionId]);
}
