import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { FileOutline, LockOutline, RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiCode } from '@shangan/shared';
import { MobileEmpty, MobileError, MobileLoading, MobilePage } from '../../../components/mobile';
import { ConfirmDialog } from '../../../components/mobile/confirm-dialog';
import { MobileCourseOutline } from '../../../components/mobile/mobile-course-outline';
import { MobilePlayerWaiting } from '../../../components/mobile/mobile-video-player';
import { MobileOwnerVideo } from '../../../components/mobile/mobile-video-player';
import { useSendToLogin } from '../../../components/mobile/use-send-to-login';
import { formatTrial } from '../../../components/video-player/player-core';
import type { TrialEnd } from '../../../components/video-player/player-core';
import { isApiError } from '../../../lib/api';
import { useSessionOfLesson } from '../../../lib/api/live-lessons';
import { mobilePathTo } from '../../../lib/mobile-paths';
import { courseKey, useCourse } from '../api/course';
import type { CourseDetail, Lesson } from '../api/course';
import { chapterOf, lessonsOf, nextVideoLesson, startingLesson } from '../lesson-order';
import { positiveInt } from '../params';
import styles from './lesson-play-page.module.css';

/** What a viewer who may not watch is offered, from the course's main action for them. */
function NoRightAction({ course }: { course: CourseDetail }) {
  const navigate = useNavigate();
  const sendToLogin = useSendToLogin();
  const detail = mobilePathTo('MCourseDetail', {}, { id: course.id });
  if (course.viewer.action === 'login') {
    return (
      <Button color="primary" size="small" onClick={sendToLogin}>
        登录后学习
      </Button>
    );
  }
  return (
    <Button color="primary" size="small" onClick={() => void navigate(detail)}>
      {course.viewer.action === 'enrol' ? course.viewer.actionText : '购买课程'}
    </Button>
  );
}

/** The 讲义 of the lesson's chapter: open for those who may, locked with the reason for others. */
function LessonNotes({ notes }: { notes: Lesson[] }) {
  if (notes.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="lesson-notes">
      <h2 id="lesson-notes" className={styles.heading}>
        本节讲义
      </h2>
      <ul className={styles.notes}>
        {notes.map((note) => (
          <li key={note.id}>
            {note.documentUrl ? (
              <a className={styles.note} href={note.documentUrl} target="_blank" rel="noreferrer">
                <FileOutline /> <span>{note.title}</span>
              </a>
            ) : (
              <span className={`${styles.note} ${styles.locked}`}>
                <LockOutline /> <span>{note.title}</span>
                {note.lockedReason && <small>（{note.lockedReason}）</small>}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function LessonPlayer({ course, lesson }: { course: CourseDetail; lesson: Lesson }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const detail = mobilePathTo('MCourseDetail', {}, { id: course.id });
  const [lockedReason, setLockedReason] = useState<string | null>(null);
  const next = nextVideoLesson(course.chapters, lesson.id);
  const notes = (chapterOf(course.chapters, lesson.id)?.lessons ?? []).filter(
    (item) => item.kind === 'document',
  );
  const trialEnd: TrialEnd = {
    text: '购买课程后即可观看完整视频',
    action: (
      <Button color="primary" size="small" onClick={() => void navigate(detail)}>
        购买课程
      </Button>
    ),
    note: (seconds) => `可试看前${formatTrial(seconds)}，购买后观看完整视频`,
  };

  return (
    <MobilePage title="课程学习" documentTitle={`${lesson.title} - ${course.title}`}>
      <div className={styles.playerBox}>
        <MobileOwnerVideo
          key={lesson.id}
          ownerKind="lesson"
          ownerId={lesson.id}
          trialEnd={trialEnd}
          noRightAction={<NoRightAction course={course} />}
          onSaved={(result) => {
            // A lesson just finished gets its tick (and the course its figures) at once.
            if (result.completed && !lesson.progress?.completed) {
              void queryClient.invalidateQueries({ queryKey: courseKey(course.id) });
            }
          }}
        />
      </div>
      <section className={styles.block}>
        <h1 className={styles.title}>{lesson.title}</h1>
        <Link to={detail} className={styles.course}>
          {course.title} <RightOutline />
        </Link>
        {next ? (
          <Button
            block
            color="primary"
            fill="outline"
            className={styles.next}
            onClick={() =>
              void navigate(mobilePathTo('MPlay', {}, { courseId: course.id, lessonId: next.id }), {
                replace: true,
              })
            }
          >
            下一节：{next.title}
          </Button>
        ) : (
          <p className={styles.muted}>已是最后一节</p>
        )}
      </section>
      <LessonNotes notes={notes} />
      <section className={styles.block} aria-labelledby="lesson-outline">
        <h2 id="lesson-outline" className={styles.heading}>
          课程目录
        </h2>
        <div className={styles.flush}>
          <MobileCourseOutline
            courseId={course.id}
            chapters={course.chapters}
            currentLessonId={lesson.id}
            onLocked={(locked) => setLockedReason(locked.lockedReason || '购买课程后即可观看')}
          />
        </div>
      </section>
      <ConfirmDialog
        open={lockedReason !== null}
        content={lockedReason}
        confirmText="查看课程"
        onConfirm={() => void navigate(detail)}
        onCancel={() => setLockedReason(null)}
      />
    </MobilePage>
  );
}

/** A live lesson plays on its class's page (the room's state, then its recording). */
function LiveLesson({ lesson, courseId }: { lesson: Lesson; courseId: number }) {
  const session = useSessionOfLesson(lesson.id);
  const navigate = useNavigate();
  if (session.data) {
    return <Navigate replace to={mobilePathTo('MVideo', { id: session.data.sessionId })} />;
  }
  return (
    <MobilePage title="直播课">
      {session.isError ? (
        <MobileEmpty title="直播不存在" description={session.error.message}>
          <Button
            color="primary"
            onClick={() => void navigate(mobilePathTo('MCourseDetail', {}, { id: courseId }))}
          >
            查看课程
          </Button>
        </MobileEmpty>
      ) : (
        <MobilePlayerWaiting text="正在打开直播…" />
      )}
    </MobilePage>
  );
}

/**
 * /play?courseId=&lessonId= (the desktop /play and /videoPlay): a course's video lesson in the
 * protected player (inline, its 16:9 box held before it loads), the next lesson, the chapter's
 * 讲义 and the course's outline under it. Without a lessonId it opens the lesson to go on
 * with (or, for a course of live classes only, its first class); a live lesson goes to its
 * class's page.
 */
export default function MobileLessonPlayPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const courseId = positiveInt(params.get('courseId'));
  const lessonId = positiveInt(params.get('lessonId'));
  const course = useCourse(courseId);
  const toCatalogue = (
    <Button color="primary" onClick={() => void navigate(mobilePathTo('MCourse'))}>
      去选课中心
    </Button>
  );

  if (courseId === null) {
    return (
      <MobilePage title="课程学习">
        <MobileEmpty title="课程不存在" description="链接中缺少课程编号">
          {toCatalogue}
        </MobileEmpty>
      </MobilePage>
    );
  }
  if (course.isPending) {
    return (
      <MobilePage title="课程学习">
        <MobilePlayerWaiting text="视频加载中…" />
        <MobileLoading lines={8} />
      </MobilePage>
    );
  }
  if (course.isError) {
    return (
      <MobilePage title="课程学习">
        {isApiError(course.error) && course.error.code === ApiCode.NOT_FOUND ? (
          <MobileEmpty title="课程不存在或已下架">{toCatalogue}</MobileEmpty>
        ) : (
          <MobileError title="课程加载失败" onRetry={() => void course.refetch()} />
        )}
      </MobilePage>
    );
  }

  const lessons = lessonsOf(course.data.chapters);
  const lesson =
    lessonId === null
      ? (startingLesson(course.data.chapters) ?? lessons.find((item) => item.kind === 'live'))
      : lessons.find((item) => item.id === lessonId);
  const toDetail = (
    <Button
      color="primary"
      onClick={() => void navigate(mobilePathTo('MCourseDetail', {}, { id: courseId }))}
    >
      查看课程
    </Button>
  );
  if (!lesson) {
    return (
      <MobilePage title="课程学习">
        <MobileEmpty title={lessonId === null ? '本课程暂无视频课时' : '课时不存在'}>
          {toDetail}
        </MobileEmpty>
      </MobilePage>
    );
  }
  if (lesson.kind === 'live') return <LiveLesson lesson={lesson} courseId={courseId} />;
  if (lesson.kind !== 'video') {
    return (
      <MobilePage title="课程学习">
        <MobileEmpty title={`「${lesson.title}」不是视频课时`} description="请在课程目录中打开">
          {toDetail}
        </MobileEmpty>
      </MobilePage>
    );
  }
  return <LessonPlayer course={course.data} lesson={lesson} />;
}
