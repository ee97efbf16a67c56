import { CheckCircleFilled, LockOutlined } from '@ant-design/icons';
import { Collapse, Progress, Tag } from 'antd';
import { Link } from 'react-router';
import { LESSON_KIND_ICON } from '../../../components/lesson-outline/lesson-outline';
import { formatClock, formatDateTime } from '../../../lib/format';
import { pathTo } from '../../../lib/paths';
import { playUrl } from '../course-links';
import { formatMinutes, trialLengthText } from '../course-format';
import type { Chapter, Lesson } from '../types';
import styles from './course-outline.module.css';

interface CourseOutlineProps {
  courseId: number;
  chapters: readonly Chapter[];
  /** A locked lesson was clicked: the page says why and offers the way in (buy, log in). */
  onLocked: (lesson: Lesson) => void;
  /** Shows each lesson's progress bar (a learner's own outline). */
  showProgress?: boolean;
}

type Target =
  | { kind: 'link'; to: string }
  | { kind: 'file'; to: string }
  | { kind: 'static' }
  | { kind: 'locked' };

/** Where a lesson leads for this viewer, as the server decided its access. */
function targetOf(courseId: number, lesson: Lesson): Target {
  if (lesson.access === 'none') return { kind: 'locked' };
  if (lesson.kind === 'video') return { kind: 'link', to: playUrl(courseId, lesson.id) };
  if (lesson.kind === 'document') {
    return lesson.documentUrl ? { kind: 'file', to: lesson.documentUrl } : { kind: 'locked' };
  }
  // An exercise is practised in the question bank; a live class in its room (or its playback,
  // which the room leads to once the class is over).
  if (lesson.kind === 'exercise') return { kind: 'link', to: pathTo('QuestionBank') };
  if (lesson.kind === 'live')
    return { kind: 'link', to: pathTo('LivePlayer', {}, { lessonId: lesson.id }) };
  return { kind: 'static' };
}

function actionText(lesson: Lesson): string {
  if (lesson.kind === 'document') return '查看讲义';
  if (lesson.kind === 'exercise') return '去练习';
  if (lesson.kind === 'live') return '进入直播间';
  if (lesson.access === 'trial') return '试看';
  if (lesson.progress?.completed) return '再看一遍';
  return lesson.progress && lesson.progress.percent > 0 ? '继续学习' : '学习';
}

function lessonMeta(lesson: Lesson): string {
  if (lesson.kind === 'video') return formatClock(lesson.durationSeconds);
  // 03-01 19:30 without the year: the row has room for a short time only.
  if (lesson.kind === 'live')
    return lesson.liveAt ? formatDateTime(lesson.liveAt).slice(5) : '直播';
  return lesson.kindText;
}

function LessonState({ lesson, showProgress }: { lesson: Lesson; showProgress: boolean }) {
  if (lesson.progress?.completed) {
    return (
      <span className={styles.done}>
        <CheckCircleFilled /> 已学完
      </span>
    );
  }
  if (lesson.progress && lesson.progress.percent > 0) {
    return showProgress ? (
      <Progress
        className={styles.bar}
        percent={lesson.progress.percent}
        size="small"
        aria-label={`已学${lesson.progress.percent}%`}
      />
    ) : (
      <span className={styles.percent}>已学{lesson.progress.percent}%</span>
    );
  }
  return null;
}

function LessonRow({
  courseId,
  lesson,
  onLocked,
  showProgress,
}: {
  courseId: number;
  lesson: Lesson;
  onLocked: (lesson: Lesson) => void;
  showProgress: boolean;
}) {
  const target = targetOf(courseId, lesson);
  const locked = target.kind === 'locked';
  const body = (
    <>
      <span className={styles.icon}>{LESSON_KIND_ICON[lesson.kind]}</span>
      <span className={styles.title}>{lesson.title}</span>
      {lesson.isTrial && (
        <Tag color="orange" className={styles.tag}>
          试看
        </Tag>
      )}
      {!lesson.isTrial && lesson.access === 'trial' && lesson.trialSeconds > 0 && (
        <Tag color="gold" className={styles.tag}>
          可试看{trialLengthText(lesson.trialSeconds)}
        </Tag>
      )}
      <span className={styles.meta}>{lessonMeta(lesson)}</span>
      <span className={styles.state}>
        <LessonState lesson={lesson} showProgress={showProgress} />
      </span>
      <span className={locked ? styles.lockedAction : styles.action}>
        {locked ? (
          <>
            <LockOutlined /> 未解锁
          </>
        ) : (
          actionText(lesson)
        )}
      </span>
    </>
  );
  const className = `${styles.lesson} ${locked ? styles.locked : ''}`;
  let row;
  if (target.kind === 'link') {
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
  } else if (target.kind === 'static') {
    row = <span className={`${className} ${styles.static}`}>{body}</span>;
  } else {
    row = (
      <button
        type="button"
        className={className}
        title={lesson.lockedReason || undefined}
        onClick={() => onLocked(lesson)}
      >
        {body}
      </button>
    );
  }
  return <li data-testid={`lesson-${lesson.id}`}>{row}</li>;
}

/**
 * The course's outline: chapters (with their number of lessons and minutes of video) holding
 * lessons with their kind, 试看 marks, length, the viewer's progress and what opening each does:
 * a video opens in the player, a 讲义 in a new tab, a locked lesson says why.
 */
export function CourseOutline({
  courseId,
  chapters,
  onLocked,
  showProgress = false,
}: CourseOutlineProps) {
  const items = chapters.map((chapter) => {
    const seconds = chapter.lessons.reduce((sum, lesson) => sum + lesson.durationSeconds, 0);
    return {
      key: String(chapter.id),
      label: (
        <span className={styles.chapterHead}>
          <span className={styles.chapterTitle}>{chapter.title}</span>
          <span className={styles.chapterMeta}>
            {chapter.lessons.length}节
            {seconds > 0 && ` · ${formatMinutes(Math.ceil(seconds / 60))}`}
          </span>
        </span>
      ),
      children: (
        <ol className={styles.lessons}>
          {chapter.lessons.map((lesson) => (
            <LessonRow
              key={lesson.id}
              courseId={courseId}
              lesson={lesson}
              onLocked={onLocked}
              showProgress={showProgress}
            />
          ))}
        </ol>
      ),
    };
  });
  return (
    <Collapse
      className={styles.outline}
      defaultActiveKey={items.map((item) => item.key)}
      items={items}
      aria-label="课程目录"
    />
  );
}
