import {
  AudioMutedOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  SoundOutlined,
} from '@ant-design/icons';
import { Button, Spin } from 'antd';
import type { LivePlayer } from '@shangan/shared/contracts/live';
import { useLiveStream } from '../hooks/use-live-stream';
import styles from './live-stage.module.css';

interface LiveVideoProps {
  sessionId: number;
  /** The room's addresses; null: asked for at once. */
  initial: LivePlayer | null;
  /** Fresh addresses were refused (the class ended, the right is gone): the page reads the room again. */
  onRefused: () => void;
}

/**
 * The live picture (useLiveStream: lowest delay, sound after a tap, reconnecting with fresh
 * addresses) with the room's controls. Until the picture moves the frame says 老师正在准备….
 * No seek bar: a live class has no timeline to move along.
 */
export function LiveVideo({ sessionId, initial, onRefused }: LiveVideoProps) {
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
