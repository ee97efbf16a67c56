import { useCallback, useEffect, useRef, useState } from 'react';
import type { LivePlayer } from '@shangan/shared/contracts/live';
import { isApiError } from '../../../lib/api';
import { fetchLivePlayer } from '../api/live-player';
import { attachLiveStream } from '../lib/live-engine';
import { reconnectDelay } from './use-room-events';

/** Seconds without the picture moving, while it should, before the stream is opened again. */
const STALL_SECONDS = 12;

export type LivePhase = 'connecting' | 'playing' | 'waiting' | 'unsupported';

/**
 * The live picture's workings without its chrome (the desktop room's antd controls, the mobile
 * page's): attached with the lowest delay this browser allows, started muted when the browser
 * refuses sound without a tap (then turnSoundOn brings it back), and connected again with fresh
 * addresses whenever the stream fails, ends or stalls — the teacher's connection dropping for a
 * moment must not leave a black frame. `initial`: the room's addresses (null: asked for at
 * once). `onRefused`: fresh addresses were refused (the class ended, the right is gone), the
 * page reads the room again. Put `stage` on the frame and `video` on the <video>.
 */
export function useLiveStream(
  sessionId: number,
  initial: LivePlayer | null,
  onRefused: () => void,
) {
  const stage = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [addresses, setAddresses] = useState<LivePlayer | null>(initial);
  const [phase, setPhase] = useState<LivePhase>('connecting');
  /** The browser allowed the picture only without sound. */
  const [soundBlocked, setSoundBlocked] = useState(false);
  /** The browser allowed nothing without a tap. */
  const [tapToPlay, setTapToPlay] = useState(false);
  const [muted, setMuted] = useState(false);
  const [fullScreen, setFullScreen] = useState(false);
  /** Reconnects asked for in a row without the picture moving in between. */
  const attempt = useRef(0);
  /** Each reconnect asked for: a new number starts a new wait for fresh addresses. */
  const [wanted, setWanted] = useState(initial === null ? 1 : 0);
  const [startedWithout] = useState(initial === null);
  const refused = useRef(onRefused);
  const mutedNow = useRef(false);
  useEffect(() => {
    refused.current = onRefused;
    mutedNow.current = muted;
  });

  const reconnect = useCallback(() => {
    setPhase('waiting');
    setWanted((n) => n + 1);
  }, []);

  // Fresh addresses after a growing wait (at once the first time, when the room had none to
  // give); new addresses attach the stream again.
  useEffect(() => {
    if (wanted === 0) return undefined;
    attempt.current += 1;
    const first = attempt.current === 1 && wanted === 1 && startedWithout;
    let cancelled = false;
    const timer = setTimeout(
      () => {
        fetchLivePlayer(sessionId).then(
          (next) => {
            if (!cancelled) setAddresses(next);
          },
          (error: unknown) => {
            if (cancelled) return;
            // A refusal (the class is over, no right any more): the room says what now.
            // Anything else (the network) is tried again.
            if (isApiError(error) && error.kind === 'business') refused.current();
            setWanted((n) => n + 1);
          },
        );
      },
      first ? 0 : reconnectDelay(attempt.current),
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [wanted, sessionId, startedWithout]);

  useEffect(() => {
    const element = video.current;
    if (!element || !addresses) return undefined;
    let disposed = false;
    let detach = () => {};
    const start = () => {
      element.muted = mutedNow.current;
      element.play().catch((error: unknown) => {
        if (disposed || !(error instanceof DOMException) || error.name !== 'NotAllowedError') {
          return;
        }
        // Sound needs a tap first: the picture starts muted, the button offers the sound.
        element.muted = true;
        setSoundBlocked(true);
        element.play().catch(() => {
          if (!disposed) setTapToPlay(true);
        });
      });
    };
    attachLiveStream(element, addresses, () => {
      if (!disposed) reconnect();
    }).then(
      (engine) => {
        if (disposed) {
          engine?.detach();
          return;
        }
        if (!engine) {
          setPhase('unsupported');
          return;
        }
        detach = engine.detach;
        start();
      },
      () => {
        if (!disposed) reconnect();
      },
    );
    return () => {
      disposed = true;
      detach();
    };
  }, [addresses, reconnect]);

  // The picture moves: connected. The picture stops moving while it should: connect again.
  useEffect(() => {
    const element = video.current;
    if (!element) return undefined;
    let last = -1;
    let still = 0;
    const onPlaying = () => {
      attempt.current = 0;
      setTapToPlay(false);
      setPhase('playing');
    };
    const check = setInterval(() => {
      if (element.paused || element.readyState === 0) {
        still = 0;
        return;
      }
      still = element.currentTime === last ? still + 1 : 0;
      last = element.currentTime;
      if (still * 3 >= STALL_SECONDS) {
        still = 0;
        reconnect();
      }
    }, 3_000);
    element.addEventListener('playing', onPlaying);
    return () => {
      clearInterval(check);
      element.removeEventListener('playing', onPlaying);
    };
  }, [reconnect]);

  useEffect(() => {
    const onChange = () => setFullScreen(document.fullscreenElement === stage.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const turnSoundOn = () => {
    const element = video.current;
    if (!element) return;
    element.muted = false;
    setMuted(false);
    setSoundBlocked(false);
    setTapToPlay(false);
    void element.play().catch(() => undefined);
  };

  const toggleMuted = () => {
    const element = video.current;
    if (!element) return;
    if (soundBlocked || element.muted) {
      turnSoundOn();
      return;
    }
    element.muted = true;
    setMuted(true);
  };

  const toggleFullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void stage.current?.requestFullscreen?.();
  };

  const soundOff = muted || soundBlocked;
  return {
    stage,
    video,
    phase,
    soundBlocked,
    tapToPlay,
    soundOff,
    fullScreen,
    turnSoundOn,
    toggleMuted,
    toggleFullScreen,
  };
}
