import {
  CheckCircleFilled,
  EditOutlined,
  FileTextOutlined,
  LockOutlined,
  PlayCircleOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { pathTo } from '../../../lib/paths';
import type { Chapter, Lesson } from '../api/course';
import { formatClock } from '../lesson-order';
import styles from './lesson-outline.module.css';

interface LessonOutlineProps {
  courseId: number;
  chapters: readonly Chapter[];
  currentLessonId: number | null;
}

const KIND_ICON: Record<Lesson['kind'], ReactNode> = {
  video: <PlayCircleOutlined />,
  document: <FileTextOutlined />,
  live: <VideoCameraOutlined />,
  exercise: <EditOutlined />,
};

/** Where a lesson of the outline leads, or null when it cannot be opened from here. */
function lessonHref(courseId: number, lesson: Lesson): { to: string; external: boolean } | null {
  if (lesson.kind === 'video') {
    return { to: pathTo('VideoPlay', {}, { courseId, lessonId: lesson.id }), external: false };
  }
  if (lesson.kind === 'document') {
    return lesson.documentUrl ? { to: lesson.documentUrl, external: true } : null;
  }
  if (lesson.kind === 'exercise' && lesson.access !== 'none') {
    return { to: pathTo('QuestionBank'), external: false };
  }
  return null;
}

function LessonState({ lesson }: { lesson: Lesson }) {
  if (lesson.progress?.completed) {
    return (
      <span className={styles.done} aria-label="已学完">
        <CheckCircleFilled /> 已学完
      </span>
    );
  }
  if (lesson.progress && lesson.progress.percent > 0) {
    return <span className={styles.percent}>已学{lesson.progress.percent}%</span>;
  }
  if (lesson.access === 'none') {
    return (
      <span className={styles.locked} title={lesson.lockedReason}>
        <LockOutlined />
      </span>
    );
  }
  return null;
}

function lessonMeta(lesson: Lesson): string {
  if (lesson.kind === 'video') return formatClock(lesson.durationSeconds);
  if (lesson.kind === 'live') return lesson.liveAt ? formatDateTime(lesson.liveAt) : '直播';
  return lesson.kindText;
}

/**
 * The course's chapters and lessons beside the player: 试看 marks, what is done, what is
 * locked and why, the lesson playing now. Videos open in this player, 讲义 in a new tab.
 */
export function LessonOutline({ courseId, chapters, currentLessonId }: LessonOutlineProps) {
  return (
    <nav className={styles.outline} aria-label="课程目录">
      {chapters.map((chapter) => (
        <section key={chapter.id} className={styles.chapter}>
          <h3 className={styles.chapterTitle}>{chapter.title}</h3>
          <ol className={styles.lessons}>
            {chapter.lessons.map((lesson) => {
              const current = lesson.id === currentLessonId;
              const href = lessonHref(courseId, lesson);
              const body = (
                <>
                  <span className={styles.icon}>{KIND_ICON[lesson.kind]}</span>
                  <span className={styles.title}>{lesson.title}</span>
                  {lesson.isTrial && (
                    <Tag color="orange" className={styles.trial}>
                      试看
                    </Tag>
                  )}
                  <span className={styles.meta}>{lessonMeta(lesson)}</span>
                  <LessonState lesson={lesson} />
                </>
              );
              const className = `${styles.lesson} ${current ? styles.current : ''}`;
              return (
                <li key={lesson.id} data-testid={`lesson-${lesson.id}`}>
                  {href === null ? (
                    <span className={`${className} ${styles.disabled}`} title={lesson.lockedReason}>
                      {body}
                    </span>
                  ) : href.external ? (
                    <a className={className} href={href.to} target="_blank" rel="noreferrer">
                      {body}
                    </a>
                  ) : (
                    <Link
                      className={className}
                      to={href.to}
                      aria-current={current ? 'page' : undefined}
                    >
                      {body}
                    </Link>
                  )}
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </nav>
  );
}
