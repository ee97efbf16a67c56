import { FileTextOutlined, LockOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/link-button/link-button';
import { PageResult } from '../../../components/page-result/page-result';
import { LessonOutline } from '../../../components/lesson-outline/lesson-outline';
import { OwnerVideo } from '../../../components/video-player/owner-video';
import {
  buyCourseTrialEnd,
  PlayerPage,
  PlayerPageSkeleton,
} from '../../../components/video-player/player-page';
import { isApiError } from '../../../lib/api';
import { openAuthDialog } from '../../../lib/auth-dialog';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { pathTo } from '../../../lib/paths';
import { courseKey, useCourse } from '../api/course';
import type { CourseDetail, Lesson } from '../api/course';
import { chapterOf, lessonsOf, nextVideoLesson, startingLesson } from '../lesson-order';
import { positiveInt } from '../params';
import styles from './video-play-page.module.css';

/** What a viewer who may not watch is offered, from the course's main action for them. */
function NoRightAction({ course }: { course: CourseDetail }) {
  const detail = pathTo('courseDetail', {}, { id: course.id });
  if (course.viewer.action === 'login') {
    return (
      <>
        <Button type="primary" onClick={() => openAuthDialog('login')}>
          登录后学习
        </Button>
        <LinkButton ghost to={detail}>
          购买课程
        </LinkButton>
      </>
    );
  }
  if (course.viewer.action === 'enrol') {
    return (
      <LinkButton type="primary" to={detail}>
        {course.viewer.actionText}
      </LinkButton>
    );
  }
  return (
    <LinkButton type="primary" to={detail}>
      购买课程
    </LinkButton>
  );
}

/** The 讲义 of the lesson's chapter: open for those who may, locked with the reason for others. */
function LessonNotes({ notes }: { notes: Lesson[] }) {
  return (
    <section className={styles.notes} aria-label="讲义">
      <h2 className={styles.notesTitle}>讲义</h2>
      {notes.length === 0 ? (
        <p className={styles.muted}>本节暂无讲义</p>
      ) : (
        <ul className={styles.noteList}>
          {notes.map((note) => (
            <li key={note.id}>
              {note.documentUrl ? (
                <a href={note.documentUrl} target="_blank" rel="noreferrer">
                  <FileTextOutlined /> {note.title}
                </a>
              ) : (
                <span className={styles.muted} title={note.lockedReason}>
                  <LockOutlined /> {note.title}
                  {note.lockedReason && `（${note.lockedReason}）`}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LessonPlayer({ course, lesson }: { course: CourseDetail; lesson: Lesson }) {
  const queryClient = useQueryClient();
  useDocumentTitle(`${lesson.title} - ${course.title}`);
  const detail = pathTo('courseDetail', {}, { id: course.id });
  const next = nextVideoLesson(course.chapters, lesson.id);
  const notes = (chapterOf(course.chapters, lesson.id)?.lessons ?? []).filter(
    (item) => item.kind === 'document',
  );

  return (
    <PlayerPage
      trail={[
        { key: 'home', title: <Link to={pathTo('Home')}>首页</Link> },
        { key: 'course', title: <Link to={detail}>{course.title}</Link> },
        { key: 'lesson', title: lesson.title },
      ]}
      outline={
        <LessonOutline
          courseId={course.id}
          chapters={course.chapters}
          currentLessonId={lesson.id}
        />
      }
    >
      <h1 className={styles.title}>{lesson.title}</h1>
      <OwnerVideo
        key={lesson.id}
        ownerKind="lesson"
        ownerId={lesson.id}
        trialEnd={buyCourseTrialEnd(detail, '视频')}
        noRightAction={<NoRightAction course={course} />}
        onSaved={(result) => {
          // A lesson just finished gets its tick (and the course its statistics) at once.
          if (result.completed && !lesson.progress?.completed) {
            void queryClient.invalidateQueries({ queryKey: courseKey(course.id) });
          }
        }}
      />
      <div className={styles.nextRow}>
        <Link to={detail}>{course.title}</Link>
        {next ? (
          <LinkButton
            type="primary"
            to={pathTo('VideoPlay', {}, { courseId: course.id, lessonId: next.id })}
          >
            下一节：{next.title}
          </LinkButton>
        ) : (
          <span className={styles.muted}>已是最后一节</span>
        )}
      </div>
      <LessonNotes notes={notes} />
    </PlayerPage>
  );
}

/**
 * /videoPlay?courseId=&lessonId= (and /play): a course's video lesson in the protected player,
 * beside the course's outline (试看 marks, done ticks, the lesson playing), the next lesson and
 * the chapter's 讲义. Without a lessonId it opens the lesson to go on with.
 */
export default function VideoPlayPage() {
  const [params] = useSearchParams();
  const courseId = positiveInt(params.get('courseId'));
  const lessonId = positiveInt(params.get('lessonId'));
  const course = useCourse(courseId);

  if (courseId === null) {
    return <PageResult status="404" title="课程不存在" subTitle="链接中缺少课程编号" />;
  }
  if (course.isPending) {
    return (
      <PlayerPageSkeleton trail={[{ key: 'home', title: <Link to={pathTo('Home')}>首页</Link> }]} />
    );
  }
  if (course.isError) {
    if (isApiError(course.error) && course.error.code === 404) {
      return <PageResult status="404" title="课程不存在或已下架" />;
    }
    return (
      <Result
        status="warning"
        title="课程加载失败"
        subTitle={course.error.message || '请稍后再试'}
        extra={
          <Button type="primary" onClick={() => void course.refetch()}>
            重新加载
          </Button>
        }
      />
    );
  }

  const detail = { label: '查看课程', to: pathTo('courseDetail', {}, { id: courseId }) };
  const lesson =
    lessonId === null
      ? startingLesson(course.data.chapters)
      : lessonsOf(course.data.chapters).find((item) => item.id === lessonId);
  if (!lesson) {
    return (
      <PageResult
        status="404"
        title={lessonId === null ? '本课程暂无视频课时' : '课时不存在'}
        action={detail}
      />
    );
  }
  // A live lesson's video is its recording, played beside the class's room and chat record.
  if (lesson.kind === 'live') {
    return <Navigate replace to={pathTo('Playback', {}, { lessonId: lesson.id })} />;
  }
  if (lesson.kind !== 'video') {
    return (
      <PageResult
        status="404"
        title={`「${lesson.title}」不是视频课时`}
        subTitle="请在课程目录中打开"
        action={detail}
      />
    );
  }
  return <LessonPlayer course={course.data} lesson={lesson} />;
}
