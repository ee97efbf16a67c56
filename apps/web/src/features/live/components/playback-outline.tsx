import {
  EditOutlined,
  FileTextOutlined,
  PlayCircleOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pathTo } from '../../../lib/paths';
import type { Chapter, Lesson } from '../api/course-outline';
import { startText } from '../lib/live-format';
import styles from './playback-outline.module.css';

const KIND_ICON: Record<Lesson['kind'], ReactNode> = {
  video: <PlayCircleOutlined />,
  document: <FileTextOutlined />,
  live: <VideoCameraOutlined />,
  exercise: <EditOutlined />,
};

/** 05:07, 1:02:03 */
function clock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

function meta(lesson: Lesson, now: number): string {
  if (lesson.kind === 'video') return clock(lesson.durationSeconds);
  if (lesson.kind === 'live') return lesson.liveAt ? startText(lesson.liveAt, now) : '直播';
  return lesson.kindText;
}

/**
 * The course's chapters beside a playback, the class being watched highlighted. A video lesson
 * opens in the course player, a 讲义 in a new tab; the rest are listed with their time.
 */
export function PlaybackOutline({
  courseId,
  chapters,
  currentLessonId,
  now,
}: {
  courseId: number;
  chapters: readonly Chapter[];
  currentLessonId: number;
  now: number;
}) {
  return (
    <nav className={styles.outline} aria-label="课程目录">
      {chapters.map((chapter) => (
        <section key={chapter.id} className={styles.chapter}>
          <h3 className={styles.chapterTitle}>{chapter.title}</h3>
          <ol className={styles.lessons}>
            {chapter.lessons.map((lesson) => {
              const current = lesson.id === currentLessonId;
              const body = (
                <>
                  <span className={styles.icon}>{KIND_ICON[lesson.kind]}</span>
                  <span className={styles.title}>{lesson.title}</span>
                  <span className={styles.meta}>{current ? '正在观看' : meta(lesson, now)}</span>
                </>
              );
              const className = `${styles.lesson} ${current ? styles.current : ''}`;
              let item: ReactNode;
              if (current) {
                item = (
                  <span className={className} aria-current="page">
                    {body}
                  </span>
                );
              } else if (lesson.kind === 'video') {
                item = (
                  <Link
                    className={className}
                    to={pathTo('VideoPlay', {}, { courseId, lessonId: lesson.id })}
                  >
                    {body}
                  </Link>
                );
              } else if (lesson.kind === 'document' && lesson.documentUrl) {
                item = (
                  <a
                    className={className}
                    href={lesson.documentUrl}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {body}
                  </a>
                );
              } else {
                item = (
                  <span className={`${className} ${styles.plain}`} title={lesson.lockedReason}>
                    {body}
                  </span>
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
