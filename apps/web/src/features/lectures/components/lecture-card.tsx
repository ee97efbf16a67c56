import { PlayCircleOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { LectureItem } from '@shangan/shared/contracts/video-teaching/lectures';
import { Link } from 'react-router';
import { pathTo } from '../../../lib/paths';
import { describeLength, LOCK_LABELS } from '../lib/words';
import styles from '../lectures.module.css';

/** How the person may watch, and how far they got. */
export function LectureState({ lecture }: { lecture: LectureItem }) {
  const { lockState, progress, trialSeconds } = lecture;
  return (
    <span className={styles.state}>
      {lockState === 'unlocked' && <Tag color="green">{LOCK_LABELS.unlocked}</Tag>}
      {lockState === 'vip' && <Tag color="gold">{LOCK_LABELS.vip}</Tag>}
      {lockState === 'locked' && <Tag>可试看{describeLength(trialSeconds)}</Tag>}
      {progress?.completed && <span className={styles.muted}>已学完</span>}
      {progress && !progress.completed && progress.watchedSeconds > 0 && (
        <span className={styles.muted}>已看{describeLength(progress.watchedSeconds)}</span>
      )}
    </span>
  );
}

/**
 * One lecture in a list: the video's length, title, the question it explains, who teaches;
 * compact (a side column) keeps the title, teacher and state.
 */
export function LectureCard({
  lecture,
  compact = false,
}: {
  lecture: LectureItem;
  compact?: boolean;
}) {
  return (
    <Link
      to={pathTo('LectureDetail', {}, { id: lecture.id })}
      className={compact ? `${styles.lecture} ${styles.compact}` : styles.lecture}
      aria-label={lecture.title}
    >
      {!compact && (
        <span className={styles.thumb} aria-hidden="true">
          <PlayCircleOutlined className={styles.thumbIcon} />
          {describeLength(lecture.durationSeconds)}
        </span>
      )}
      <div className={styles.lectureMain}>
        <div className={styles.lectureTitle}>{lecture.title}</div>
        {!compact && <div className={styles.summary}>{lecture.questionSummary}</div>}
        <span className={styles.meta}>
          <span>
            {lecture.teacherName}
            {lecture.teacherTitle ? ` · ${lecture.teacherTitle}` : ''}
          </span>
          <span>
            {lecture.subjectName} · {lecture.knowledgePoint.name}
          </span>
        </span>
      </div>
      <LectureState lecture={lecture} />
    </Link>
  );
}
