import {
  AudioMutedOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  SoundOutlined,
} from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LivePlayer } from '@shangan/shared/contracts/live';
import { isApiError } from '../../../lib/api';
import { fetchLivePlayer } from '../api/live-player';
import { reconnectDelay } from '../hooks/use-room-events';
import { attachLiveStream } from '../lib/live-engine';
import styles from './live-stage.module.css';

/** Seconds without the picture moving, while it should, before the stream is opened again. */
const STALL_SECONDS = 12;

type Phase = 'connecting' | 'playing' | 'waiting' | 'unsupported';

interface LiveVideoProps {
  sessionId: number;
  /** The room's addresses; null: asked for at once. */
  initial: LivePlayer | null;
  /** Fresh addresses were refused (the class ended, the right is gone): the page reads the room again. */
  onRefused: () => void;
}

/**
 * The live picture: attached with the lowest delay this browser allows, started muted when
 * the browser refuses sound without a tap (then 点击开启声音 brings it back), and connected again
 * with fresh addresses whenever the stream fails, ends or stalls — the teacher's connection
 * dropping for a moment must not leave a black frame. Until the picture moves the frame says
 * 老师正在准备…. No seek bar: a live class has no timeline to move along.
 */
export function LiveVideo({ sessionId, initial, onRefused }: LiveVideoProps) {
  const stage = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [addresses, setAddresses] = useState<LivePlayer | null>(initial);
  const [phase, setPhase] = useState<Phase>('connecting');
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

  let cover = null;
  if (phase === 'unsupported') {
    cover = <p className={styles.coverText}>当前浏览器不支持观看直播，请升级浏览器后重试</p>;
  } else if (tapToPlay) {
    cover = (
      <Button type="primary" size="large" onClick={turnSoundOn}>
        点击播放
      </Button>
    );
  } else if (phase !== 'playing') {
    cover = (
      <>
        <Spin />
        <p className={styles.coverTitle}>老师正在准备…</p>
        <p className={styles.coverText}>直播画面马上就来，请稍候</p>
      </>
    );
  }

  return (
    <div ref={stage} className={styles.stage}>
      <video
        ref={video}
        className={styles.video}
        playsInline
        autoPlay
        disablePictureInPicture
        disableRemotePlayback
        onContextMenu={(event) => event.preventDefault()}
        data-testid="live-video"
        aria-label="直播画面"
      />
      {cover && (
        <div className={styles.cover} role="status">
          {cover}
        </div>
      )}
      {soundBlocked && phase === 'playing' && !tapToPlay && (
        <Button className={styles.soundButton} icon={<SoundOutlined />} onClick={turnSoundOn}>
          点击开启声音
        </Button>
      )}
      <div className={styles.controls}>
        <span className={styles.liveMark}>
          <i className={styles.pulse} aria-hidden /> 直播中
        </span>
        <span className={styles.controlsGap} />
        <Button
          type="text"
          size="small"
          className={styles.controlButton}
          icon={soundOff ? <AudioMutedOutlined /> : <SoundOutlined />}
          onClick={toggleMuted}
          aria-label={soundOff ? '打开声音' : '静音'}
        />
        <Button
          type="text"
          size="small"
          className={styles.controlButton}
          icon={fullScreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
          onClick={toggleFullScreen}
          aria-label={fullScreen ? '退出全屏' : '全屏'}
        />
      </div>
    </div>
  );
}
