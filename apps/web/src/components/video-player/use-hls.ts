import Hls from 'hls.js/light';
import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/** Why a source could not be played, in the words shown under the player. */
export type HlsFailure = { kind: 'unsupported' | 'network' | 'media'; message: string };

const HLS_MIME = 'application/vnd.apple.mpegurl';

/**
 * Attaches a signed HLS playlist to the video element and starts it at `startAt` seconds:
 * hls.js where the browser has Media Source Extensions, the browser's own HLS otherwise
 * (Safari on iPhone has no MSE but plays HLS natively, keys included). A failure that hls.js
 * cannot recover from (refused key or segment, expired playlist) is returned so the owner can
 * ask the server what changed instead of showing a black picture.
 */
export function useHls(
  video: RefObject<HTMLVideoElement | null>,
  src: string,
  startAt: number,
): HlsFailure | null {
  // Kept with the source it belongs to, so a new source starts without the old failure.
  const [failed, setFailed] = useState<{ src: string; failure: HlsFailure } | null>(null);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const setFailure = (failure: HlsFailure) => setFailed({ src, failure });

    if (Hls.isSupported()) {
      const hls = new Hls({ startPosition: startAt, enableWorker: true });
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (!data.fatal) return;
        if (data.type === Hls.ErrorTypes.MEDIA_ERROR) {
          // A decoding hiccup; hls.js recovers from most of them by re-attaching the buffer.
          hls.recoverMediaError();
          return;
        }
        hls.stopLoad();
        setFailure({
          kind: data.type === Hls.ErrorTypes.NETWORK_ERROR ? 'network' : 'media',
          message:
            data.type === Hls.ErrorTypes.NETWORK_ERROR
              ? '视频加载失败，请稍后重试'
              : '视频播放出错，请刷新后重试',
        });
      });
      hls.loadSource(src);
      hls.attachMedia(element);
      return () => hls.destroy();
    }

    if (element.canPlayType(HLS_MIME)) {
      const seek = () => {
        if (startAt > 0) element.currentTime = startAt;
      };
      const fail = () => setFailure({ kind: 'network', message: '视频加载失败，请稍后重试' });
      element.addEventListener('loadedmetadata', seek, { once: true });
      element.addEventListener('error', fail);
      element.setAttribute('src', src);
      return () => {
        element.removeEventListener('loadedmetadata', seek);
        element.removeEventListener('error', fail);
        element.removeAttribute('src');
        element.load();
      };
    }

    // Nothing can be attached: said once, for this source.
    queueMicrotask(() =>
      setFailure({
        kind: 'unsupported',
        message: '当前浏览器不支持播放此视频，请升级浏览器后重试',
      }),
    );
    return undefined;
  }, [video, src, startAt]);

  return failed?.src === src ? failed.failure : null;
}
