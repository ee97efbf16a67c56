import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useBlocker, type Location } from 'react-router';
import { ROUTE_PATHS } from '../../../../lib/paths';
import { discardPendingPictures } from '../lib/pending-pictures';

/** The other layout of the same question keeps the chosen pictures: no need to ask. */
function keepsPictures(next: Location, questionId: number): boolean {
  const answerPages: string[] = [ROUTE_PATHS.ShortAnswer, ROUTE_PATHS.ShortAnswer2];
  return (
    answerPages.includes(next.pathname) &&
    new URLSearchParams(next.search).get('questionId') === String(questionId)
  );
}

/**
 * Pictures are uploaded only with 上传, and learners forget it: while some wait, leaving
 * the page asks first — the browser's own prompt on reload or close, our dialog on a link
 * inside the site. Leaving anyway drops them.
 */
export function useUnsentPicturesGuard(waiting: number, questionId: number): void {
  const { modal } = App.useApp();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      waiting > 0 &&
      currentLocation.pathname + currentLocation.search !==
        nextLocation.pathname + nextLocation.search &&
      !keepsPictures(nextLocation, questionId),
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

  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    modal.confirm({
      title: '图片还没有上传',
      content: `还有${waiting}张图片未上传，离开后这些图片不会保存到答案中。`,
      okText: '仍然离开',
      cancelText: '留下上传',
      onOk: () => {
        asking.current = false;
        discardPendingPictures(questionId);
        blocker.proceed();
      },
      onCancel: () => {
        asking.current = false;
        blocker.reset();
      },
    });
  }, [blocker, modal, waiting, questionId]);
}
