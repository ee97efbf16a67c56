import { ClockCircleOutlined, SyncOutlined } from '@ant-design/icons';
import { Progress, Tag } from 'antd';
import { ConsoleCourseMsg } from '@shangan/shared';
import type { ConsoleLesson } from '@shangan/shared/contracts/console/courses';
import { formatClock } from '../../../../lib/format';
import { VIDEO_STATE_TEXT } from './course-labels';
import styles from './courses.module.css';

/**
 * Where a video lesson's video stands: 未上传, 排队中, 转码中 n%, 已就绪 with its length, or
 * 失败 with the reason. While a new video is packaged an earlier one may still play; staff are
 * told so, or they would think learners see nothing.
 */
export function LessonVideoStatus({ lesson }: { lesson: ConsoleLesson }) {
  const { video } = lesson;
  const stillPlaying = video.playable && video.state !== 'ready' && (
    <span className={styles.muted}>学员仍可观看上一版视频</span>
  );
  switch (video.state) {
    case 'none':
      return <Tag>{VIDEO_STATE_TEXT.none}</Tag>;
    case 'waiting':
      return (
        <span className={styles.videoState}>
          <Tag icon={<ClockCircleOutlined />} color="default">
            {VIDEO_STATE_TEXT.waiting}
          </Tag>
          {stillPlaying}
        </span>
      );
    case 'processing':
      return (
        <span className={styles.videoState}>
          <Tag icon={<SyncOutlined spin />} color="processing">
            {VIDEO_STATE_TEXT.processing} {video.progress}%
          </Tag>
          <Progress
            className={styles.videoProgress}
            percent={video.progress}
            size="small"
            showInfo={false}
            aria-label={`转码进度 ${video.progress}%`}
          />
          {stillPlaying}
        </span>
      );
    case 'ready':
      return (
        <span className={styles.videoState}>
          <Tag color="success">{VIDEO_STATE_TEXT.ready}</Tag>
          <span className={styles.muted}>时长 {formatClock(lesson.durationSeconds)}</span>
        </span>
      );
    case 'failed':
      return (
        <span className={styles.videoState}>
          <Tag color="error">{VIDEO_STATE_TEXT.failed}</Tag>
          <span className={styles.failure}>
            {video.error || ConsoleCourseMsg.videoTranscodeFailed}
          </span>
          {stillPlaying}
        </span>
      );
  }
}
