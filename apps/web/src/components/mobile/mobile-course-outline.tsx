import { Collapse } from 'antd-mobile';
import {
  CheckCircleFill,
  EditSOutline,
  FileOutline,
  LockOutline,
  PlayOutline,
  VideoOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Chapter, Lesson } from '@shangan/shared/contracts/courses/catalogue';
import { formatClock, formatDateTime } from '../../lib/format';
import { mobilePathTo } from '../../lib/mobile-paths';
import { formatTrial } from '../video-player/trial-text';
import styles from './mobile-course-outline.module.css';

const KIND_ICON: Record<Lesson['kind'], ReactNode> = {
  video: <PlayOutline />,
  document: <FileOutline />,
  live: <VideoOutline />,
  exercise: <EditSOutline />,
};

type Target = { kind: 'link'; to: string } | { kind: 'file'; to: string } | { kind: 'locked' };

/**
 * Where a lesson leads on the mobile site, as the server decided its access: a video (and a
 * live class, whose player page sends it on to the class's page) opens in the mobile player, a
 * 讲义 in a new tab, an exercise in the question bank; a locked one says why.
 */
function targetOf(courseId: number, lesson: Lesson): Target {
  if (lesson.access === 'none') return { kind: 'locked' };
  if (lesson.kind === 'document') {
    return lesson.documentUrl ? { kind: 'file', to: lesson.documentUrl } : { kind: 'locked' };
  }
  if (lesson.kind === 'exercise') return { kind: 'link', to: mobilePathTo('MQuestionBank') };
  return { kind: 'link', to: mobilePathTo('MPlay', {}, { courseId, lessonId: lesson.id }) };
}

/** The lesson's 3 s summary: 05:07, 03-01 19:30 直播, 讲义. */
function lessonMeta(lesson: Lesson, liveTime: (iso: string) => string): string {
  if (lesson.kind === 'video') return formatClock(lesson.durationSeconds);
  if (lesson.kind === 'live') return lesson.liveAt ? `直播 ${liveTime(lesson.liveAt)}` : '直播';
  return lesson.kindText;
}

function LessonState({ lesson, locked }: { lesson: Lesson; locked: boolean }) {
  if (lesson.progress?.completed) {
    return (
      <span className={styles.done}>
        <CheckCircleFill /> 已学完
      </span>
    );
  }
  if (lesson.progress && lesson.progress.percent > 0) {
    return <span className={styles.percent}>已学{lesson.progress.percent}%</span>;
  }
  if (locked) {
    return (
      <span className={styles.locked} aria-label="未解锁">
        <LockOutline />
      </span>
    );
  }
  return null;
}

interface LessonRowProps {
  courseId: number;
  lesson: Lesson;
  current: boolean;
  currentNote: string;
  liveTime: (iso: string) => string;
  onLocked: (lesson: Lesson) => void;
}

function LessonRow({ courseId, lesson, current, currentNote, liveTime, onLocked }: LessonRowProps) {
  const target = targetOf(courseId, lesson);
  const locked = target.kind === 'locked';
  const body = (
    <>
      <span className={styles.icon} aria-hidden>
        {KIND_ICON[lesson.kind]}
      </span>
      <span className={styles.main}>
        <span className={styles.title}>{lesson.title}</span>
        <span className={styles.meta}>
          {lesson.isTrial && <span className={styles.trial}>试看</span>}
          {!lesson.isTrial && lesson.access === 'trial' && lesson.trialSeconds > 0 && (
            <span className={styles.trial}>可试看{formatTrial(lesson.trialSeconds)}</span>
          )}
          <span>{lessonMeta(lesson, liveTime)}</span>
          {current && <span className={styles.currentNote}>{currentNote}</span>}
        </span>
      </span>
      <span className={styles.state}>
        <LessonState lesson={lesson} locked={locked} />
      </span>
    </>
  );
  const className = [styles.lesson, current ? styles.current : '', locked ? styles.lockedRow : '']
    .filter(Boolean)
    .join(' ');
  let row: ReactNode;
  if (current) {
    row = (
      <span className={className} aria-current="true">
        {body}
      </span>
    );
  } else if (target.kind === 'link') {
    row = (
      <Link className={className} to={target.to}>
        {body}
      </Link>
    );
  } else if (target.kind === 'file') {
    row = (
      <a className={className} href={target.to} target="_blank" rel="noreferrer">
        {body}
      </a>
    );
  } else {
    row = (
      <button type="button" className={className} onClick={() => onLocked(lesson)}>
        {body}
      </button>
    );
  }
  return <li data-testid={`lesson-${lesson.id}`}>{row}</li>;
}

interface MobileCourseOutlineProps {
  courseId: number;
  chapters: readonly Chapter[];
  /** A locked lesson was tapped: the page says why and offers the way in. */
  onLocked: (lesson: Lesson) => void;
  /** The lesson on screen (marked, not a link). */
  currentLessonId?: number | null;
  /** Said beside the lesson on screen. */
  currentNote?: string;
  /** How a live lesson's start is written (the schedule's 今天 19:30 on the playback). */
  liveTime?: (iso: string) => string;
}

/**
 * A course's chapters and lessons for touch: each chapter folds, each lesson is a full-width
 * row with its kind, 试看 marks, length, the viewer's progress and a lock when it is shut.
 */
export function MobileCourseOutline({
  courseId,
  chapters,
  onLocked,
  currentLessonId = null,
  currentNote = '正在播放',
  liveTime = (iso) => formatDateTime(iso).slice(5),
}: MobileCourseOutlineProps) {
  if (chapters.length === 0) return <p className={styles.empty}>课程目录正在准备中</p>;
  return (
    <Collapse
      className={styles.outline}
      defaultActiveKey={chapters.map((chapter) => String(chapter.id))}
    >
      {chapters.map((chapter) => {
        const seconds = chapter.lessons.reduce((sum, lesson) => sum + lesson.durationSeconds, 0);
        return (
          <Collapse.Panel
            key={String(chapter.id)}
            title={
              <span className={styles.chapterHead}>
                <span className={styles.chapterTitle}>{chapter.title}</span>
                <span className={styles.chapterMeta}>
                  {chapter.lessons.length}节{seconds > 0 && ` · ${Math.ceil(seconds / 60)}分钟`}
                </span>
              </span>
            }
          >
            <ol className={styles.lessons}>
              {chapter.lessons.map((lesson) => (
                <LessonRow
                  key={lesson.id}
                  courseId={courseId}
                  lesson={lesson}
                  current={lesson.id === currentLessonId}
                  currentNote={currentNote}
                  liveTime={liveTime}
                  onLocked={onLocked}
                />
              ))}
            </ol>
          </Collapse.Panel>
        );
      })}
    </Collapse>
  );
}
