import { Button, Spin } from 'antd';
import { PlayCircleOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { usePlayUrl } from '../api/media-play-url';
import styles from './question.module.css';

/**
 * A video analysis: the HTML5 player gets a signed address that expires, asked for only when
 * the learner wants to watch (the analysis value is the video id).
 */
export function VideoAnalysis({
  questionId,
  analysisId,
}: {
  questionId: number;
  analysisId: number;
}) {
  const [wanted, setWanted] = useState(false);
  const play = usePlayUrl(questionId, analysisId, wanted);
  if (!wanted) {
    return (
      <Button icon={<PlayCircleOutlined />} onClick={() => setWanted(true)}>
        播放视频解析
      </Button>
    );
  }
  if (play.isPending) return <Spin size="small" />;
  if (play.isError) {
    return (
      <div className={styles.mediaError}>
        视频加载失败：{play.error.message}
        <Button type="link" onClick={() => void play.refetch()}>
          重试
        </Button>
      </div>
    );
  }
  return (
    <video
      className={styles.video}
      src={play.data.url}
      controls
      autoPlay
      preload="metadata"
      controlsList="nodownload"
      aria-label="视频解析"
    />
  );
}

/** An audio analysis: its address comes signed with the analysis itself. */
export function AudioAnalysis({ src }: { src: string }) {
  return <audio className={styles.audio} src={src} controls preload="none" aria-label="音频解析" />;
}
