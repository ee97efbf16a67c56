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
import type { Chapter, Lesson } from '@shangan/shared/contracts/courses/catalogue';
import { formatClock, formatDateTime } from '../../lib/format';
import { pathTo } from '../../lib/paths';
import styles from './lesson-outline.module.css';

/** A lesson's kind at a glance, in every outline of a course. */
export const LESSON_KIND_ICON: Record<Lesson['kind'], ReactNode> = {
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

function lessonMeta(lesson: Lesson, liveTime: (iso: string) => string): string {
  if (lesson.kind === 'video') return formatClock(lesson.durationSeconds);
  if (lesson.kind === 'live') return lesson.liveAt ? liveTime(lesson.liveAt) : '直播';
  return lesson.kindText;
}

/**
 * The course's chapters and lessons beside a player (a lesson's video, a live class's playback):
 * 试看 marks, what is done, what is locked and why, the lesson being watched. Videos open in the
 * course player, 讲义 in a new tab; the lesson being watched is marked whether or not it is a
 * link (a live class's playback is not a video lesson of the player).
 */
export function LessonOutline({
  courseId,
  chapters,
  currentLessonId,
  liveTime = formatDateTime,
  currentNote,
}: {
  courseId: number;
  chapters: readonly Chapter[];
  currentLessonId: number | null;
  /** How a live lesson's start is written (a date unless the page says it its own way). */
  liveTime?: (iso: string) => string;
  /** Said of the lesson being watched in place of its length or time (正在观看). */
  currentNote?: string;
}) {
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
                  <span className={styles.icon}>{LESSON_KIND_ICON[lesson.kind]}</span>
                  <span className={styles.title}>{lesson.title}</span>
                  {lesson.isTrial && (
                    <Tag color="orange" className={styles.trial}>
                      试看
                    </Tag>
                  )}
                  <span className={styles.meta}>
                    {current && currentNote ? currentNote : lessonMeta(lesson, liveTime)}
                  </span>
                  <LessonState lesson={lesson} />
                </>
              );
              const className = `${styles.lesson} ${current ? styles.current : ''}`;
              let item: ReactNode;
              if (href === null && current) {
                item = (
                  <span className={className} aria-current="page">
                    {body}
                  </span>
                );
              } else if (href === null) {
                item = (
                  <span className={`${className} ${styles.disabled}`} title={lesson.lockedReason}>
                    {body}
                  </span>
                );
              } else if (href.external) {
                item = (
                  <a className={className} href={href.to} target="_blank" rel="noreferrer">
                    {body}
                  </a>
                );
              } else {
                item = (
                  <Link
                    className={className}
                    to={href.to}
                    aria-current={current ? 'page' : undefined}
                  >
                    {body}
                  </Link>
                );
              }
              return (
                <li key={lesson.id} data-testid={`lesson-${lesson.id}`}>
                  {item}
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </nav>
  );
}
