import { Button, Progress } from 'antd';
import type { ConsoleLesson } from '@shangan/shared/contracts/console/courses';
import { LESSON_KIND_TEXT } from './course-labels';
import { LessonVideoStatus } from './lesson-video-status';
import type { LessonUploads } from './use-lesson-uploads';
import { VideoFilePicker } from './video-file-picker';
import styles from './courses.module.css';

/**
 * A lesson's video column: the upload under way (with 取消), or the video's state and the way
 * to upload one. Only video lessons have a video.
 */
export function LessonVideoCell({
  lesson,
  uploads,
}: {
  lesson: ConsoleLesson;
  uploads: LessonUploads;
}) {
  if (lesson.kind !== 'video') {
    return <span className={styles.muted}>{LESSON_KIND_TEXT[lesson.kind]}课时，无需视频</span>;
  }
  const sending = uploads.progress[lesson.id];
  if (sending) {
    return (
      <div className={styles.uploading}>
        <span className={styles.muted} title={sending.fileName}>
          上传中 {sending.percent}%
        </span>
        <Progress
          className={styles.videoProgress}
          percent={sending.percent}
          size="small"
          status="active"
          showInfo={false}
          aria-label={`上传进度 ${sending.percent}%`}
        />
        <Button
          size="small"
          type="link"
          onClick={() => uploads.cancel(lesson.id)}
          aria-label={`取消上传：${lesson.title}`}
        >
          取消
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.videoCell}>
      <LessonVideoStatus lesson={lesson} />
      <VideoFilePicker
        lessonTitle={lesson.title}
        label={lesson.video.state === 'none' ? '上传视频' : '重新上传'}
        onPick={(file) => uploads.start(lesson.id, file)}
      />
    </div>
  );
}
