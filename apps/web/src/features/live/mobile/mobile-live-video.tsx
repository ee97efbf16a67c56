import { Button, SpinLoading } from 'antd-mobile';
import { SoundMuteOutline, SoundOutline } from 'antd-mobile-icons';
import type { LivePlayer } from '@shangan/shared/contracts/live';
import { useLiveStream } from '../hooks/use-live-stream';
import styles from './mobile-live.module.css';

interface MobileLiveVideoProps {
  sessionId: number;
  /** The room's addresses; null: asked for at once. */
  initial: LivePlayer | null;
  /** Fresh addresses were refused (the class ended, the right is gone): read the room again. */
  onRefused: () => void;
}

/**
 * The live class's picture on a phone, inline: the same stream handling as the desktop room
 * (useLiveStream), with a tap to start when the phone allows nothing without one, and the
 * sound switch sized for a finger. No seek bar: a live class has no timeline.
 */
export function MobileLiveVideo({ sessionId, initial, onRefused }: MobileLiveVideoProps) {
  const {
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
  } = useLiveStream(sessionId, initial, onRefused);
  const canFullScreen =
    typeof document !== 'undefined' &&
    typeof document.documentElement.requestFullscreen === 'function';

  let cover = null;
  if (phase === 'unsupported') {
    cover = <p className={styles.coverText}>当前浏览器不支持观看直播，请升级浏览器后重试</p>;
  } else if (tapToPlay) {
    cover = (
      <Button color="primary" onClick={turnSoundOn}>
        点击播放
      </Button>
    );
  } else if (phase !== 'playing') {
    cover = (
      <>
        <SpinLoading color="white" style={{ '--size': '28px' }} />
        <p className={styles.coverTitle}>老师正在准备…</p>
        <p className={styles.coverText}>直播画面马上就来，请稍候</p>
      </>
    );
  }

  return (
    <div className={styles.player}>
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
          <button type="button" className={styles.soundButton} onClick={turnSoundOn}>
            <SoundOutline /> 点击开启声音
          </button>
        )}
      </div>
      <div className={styles.toolbar}>
        <span className={styles.liveMark}>
          <i className={styles.pulse} aria-hidden /> 直播中
        </span>
        <button
          type="button"
          className={styles.tool}
          onClick={toggleMuted}
          aria-label={soundOff ? '打开声音' : '静音'}
        >
          {soundOff ? <SoundMuteOutline /> : <SoundOutline />}
        </button>
        {canFullScreen && (
          <button type="button" className={styles.tool} onClick={toggleFullScreen}>
            {fullScreen ? '退出全屏' : '全屏'}
          </button>
        )}
      </div>
    </div>
  );
}
