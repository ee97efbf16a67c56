import type { LivePlayer } from '@shangan/shared/contracts/live';

/** Which way the live picture is fetched: HTTP-FLV over MSE, hls.js, or the browser's own HLS. */
export type EngineKind = 'flv' | 'hls' | 'native';

export interface AttachedEngine {
  kind: EngineKind;
  detach: () => void;
}

const HLS_MIME = 'application/vnd.apple.mpegurl';

interface MseWindow {
  MediaSource?: unknown;
  ManagedMediaSource?: unknown;
}

/**
 * Attaches the live stream to the video element, the lowest delay first: HTTP-FLV through
 * mpegts.js where Media Source Extensions play live FLV (a second or two behind the teacher),
 * else HLS through hls.js (Safari's ManagedMediaSource), else the browser's own HLS (an iPhone
 * without MSE), a few seconds more behind. The players are loaded only here, so no other page
 * carries them. `onEnd` runs when the stream fails or ends (the teacher's connection dropped,
 * the address expired): the owner then asks for fresh addresses and attaches again. Resolves
 * with null when this browser can play none of them.
 */
export async function attachLiveStream(
  element: HTMLVideoElement,
  addresses: LivePlayer,
  onEnd: () => void,
): Promise<AttachedEngine | null> {
  const mse = window as unknown as MseWindow;
  if (mse.MediaSource) {
    const { default: mpegts } = await import('mpegts.js');
    if (mpegts.getFeatureList().mseLivePlayback) {
      mpegts.LoggingControl.applyConfig({
        enableAll: false,
        enableDebug: false,
        enableVerbose: false,
        enableInfo: false,
        enableWarn: false,
        enableError: false,
      });
      const player = mpegts.createPlayer(
        { type: 'flv', isLive: true, url: addresses.flvUrl },
        {
          // Real time over smoothness: no stash buffer, and catch up when behind.
          enableStashBuffer: false,
          liveBufferLatencyChasing: true,
          liveBufferLatencyMaxLatency: 3,
          liveBufferLatencyMinRemain: 0.5,
          autoCleanupSourceBuffer: true,
          lazyLoad: false,
        },
      );
      // A live stream "completes" only when the teacher's connection has gone.
      player.on(mpegts.Events.ERROR, onEnd);
      player.on(mpegts.Events.LOADING_COMPLETE, onEnd);
      player.attachMediaElement(element);
      player.load();
      return {
        kind: 'flv',
        detach: () => {
          player.off(mpegts.Events.ERROR, onEnd);
          player.off(mpegts.Events.LOADING_COMPLETE, onEnd);
          player.destroy();
        },
      };
    }
  }
  if (mse.MediaSource || mse.ManagedMediaSource) {
    const { default: Hls } = await import('hls.js/light');
    if (Hls.isSupported()) {
      const hls = new Hls({ liveSyncDurationCount: 2, liveMaxLatencyDurationCount: 5 });
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (!data.fatal) return;
        if (data.type === Hls.ErrorTypes.MEDIA_ERROR) {
          hls.recoverMediaError();
          return;
        }
        onEnd();
      });
      hls.loadSource(addresses.hlsUrl);
      hls.attachMedia(element);
      return { kind: 'hls', detach: () => hls.destroy() };
    }
  }
  if (element.canPlayType(HLS_MIME)) {
    element.addEventListener('error', onEnd);
    element.addEventListener('ended', onEnd);
    element.setAttribute('src', addresses.hlsUrl);
    return {
      kind: 'native',
      detach: () => {
        element.removeEventListener('error', onEnd);
        element.removeEventListener('ended', onEnd);
        element.removeAttribute('src');
        element.load();
      },
    };
  }
  return null;
}
