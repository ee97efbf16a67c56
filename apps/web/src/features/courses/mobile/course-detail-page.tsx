import { Button, ProgressBar, Skeleton } from 'antd-mobile';
import { MessageOutline, PlayOutline, RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiCode } from '@shangan/shared';
import { MobileEmpty, MobileError, MobilePage } from '../../../components/mobile';
import { MobileCourseCard, MobilePrice } from '../../../components/mobile/mobile-course-card';
import { ConfirmDialog } from '../../../components/mobile/confirm-dialog';
import { MobileCourseOutline } from '../../../components/mobile/mobile-course-outline';
import { useSendToLogin } from '../../../components/mobile/use-send-to-login';
import { isApiError } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';
import { mobilePathTo } from '../../../lib/mobile-paths';
import { notify } from '../../../lib/notifier';
import { useCourse } from '../api/course';
import { lessonsOf, ownTags, resumeLesson, videoTally } from '../course-links';
import { courseValidityText, formatMinutes, teacherNames, trialLengthText } from '../course-format';
import { useCoursePurchase } from '../hooks/use-course-purchase';
import { positiveInt } from '../params';
import type { CourseDetail, Lesson } from '../types';
import { viewerNoteOf } from '../viewer-note';
import { CoursePaymentSheet } from './course-payment-sheet';
import { CustomerServiceSheet } from './customer-service-sheet';
import { MobileReviews } from './mobile-reviews';
import styles from './course-detail-page.module.css';

/**
 * Where 开始学习 / 继续学习 leads on a phone: the player at the lesson to go on with for a course
 * with videos; 我的课程 for a package (its lessons are in its member courses, listed there one by
 * one) or a course without videos.
 */
export function mobileStudyPath(course: Pick<CourseDetail, 'id' | 'kind' | 'chapters'>): string {
  const lesson = course.kind === 'package' ? undefined : resumeLesson(course.chapters);
  return lesson
    ? mobilePathTo('MPlay', {}, { courseId: course.id, lessonId: lesson.id })
    : mobilePathTo('MCourse', {}, { tab: 'mine' });
}

function DetailSkeleton() {
  return (
    <div aria-busy="true" aria-label="加载中">
      <div className={styles.coverBox} />
      <div className={styles.block}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
      <div className={styles.block}>
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    </div>
  );
}

function Facts({ course }: { course: CourseDetail }) {
  const note = viewerNoteOf(course);
  const tally = videoTally(course.chapters);
  return (
    <section className={styles.block} aria-label="课程概要">
      <h1 className={styles.title}>{course.title}</h1>
      {course.subtitle && <p className={styles.subtitle}>{course.subtitle}</p>}
      <div className={styles.tags}>
        <span className={styles.kindTag}>{course.kindText}</span>
        <span className={styles.tag}>{course.exam}</span>
        <span className={styles.tag}>{course.subject}</span>
        {ownTags(course).map((tag) => (
          <span key={tag} className={styles.hotTag}>
            {tag}
          </span>
        ))}
      </div>
      <div className={styles.priceLine}>
        <MobilePrice course={course} large />
        <span className={styles.sales}>{course.sales}人已报名</span>
      </div>
      {note &&
        (note.tone === 'vip' ? (
          <Link to={mobilePathTo('MVipCenter')} className={styles.vipNote}>
            {note.text} <RightOutline />
          </Link>
        ) : (
          <p className={note.tone === 'warn' ? styles.warnNote : styles.okNote}>{note.text}</p>
        ))}
      {course.viewer.entitled && tally.total > 0 && (
        <div className={styles.tally}>
          <span>
            已学完 {tally.done}/{tally.total} 节视频
          </span>
          <ProgressBar percent={Math.round((tally.done / tally.total) * 100)} />
        </div>
      )}
      <dl className={styles.facts}>
        {course.teachers.length > 0 && (
          <>
            <dt>授课老师</dt>
            <dd>{teacherNames(course)}</dd>
          </>
        )}
        <dt>课程安排</dt>
        <dd>
          {course.lessonCount}课时
          {course.totalMinutes > 0 && ` · 视频共${formatMinutes(course.totalMinutes)}`}
        </dd>
        <dt>有效期</dt>
        <dd>{courseValidityText(course)}</dd>
        {course.rating !== null && (
          <>
            <dt>学员评分</dt>
            <dd>{course.rating.toFixed(1)}分</dd>
          </>
        )}
      </dl>
    </section>
  );
}

function Intro({ course }: { course: CourseDetail }) {
  return (
    <section className={styles.block} aria-labelledby="course-intro">
      <h2 id="course-intro" className={styles.heading}>
        课程介绍
      </h2>
      {course.intro.split(/\n\s*\n/).map((paragraph) => (
        <p key={paragraph} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
      {course.highlights.length > 0 && (
        <>
          <h3 className={styles.subheading}>课程亮点</h3>
          <ul className={styles.points}>
            {course.highlights.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      {course.suits.length > 0 && (
        <>
          <h3 className={styles.subheading}>适合人群</h3>
          <ul className={styles.points}>
            {course.suits.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Teachers({ course }: { course: CourseDetail }) {
  if (course.teachers.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="course-teachers">
      <h2 id="course-teachers" className={styles.heading}>
        授课老师
      </h2>
      <ul className={styles.teachers}>
        {course.teachers.map((teacher) => (
          <li key={teacher.id} className={styles.teacher}>
            <img
              className={styles.avatar}
              src={teacher.avatar.url}
              width={48}
              height={48}
              alt=""
              loading="lazy"
              decoding="async"
            />
            <div className={styles.teacherText}>
              <strong>{teacher.name}</strong>
              <span className={styles.teacherTitle}>
                {teacher.title}
                {teacher.years > 0 && ` · 教龄${teacher.years}年`}
              </span>
              <p className={styles.teacherIntro}>{teacher.intro}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CourseView({ course, userId }: { course: CourseDetail; userId: number | null }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const sendToLogin = useSendToLogin();
  const purchase = useCoursePurchase(course);
  const [serviceOpen, setServiceOpen] = useState(false);
  /** Why a tapped lesson is shut, asked over the page with the way in. */
  const [lockedReason, setLockedReason] = useState<string | null>(null);
  const viewer = course.viewer;
  const isPackage = course.kind === 'package';
  const studyPath = mobileStudyPath(course);
  const run = () => purchase.run({ login: sendToLogin, study: () => void navigate(studyPath) });
  // The first lesson a visitor may watch, offered beside the main button.
  const trial = viewer.entitled
    ? undefined
    : lessonsOf(course.chapters).find(
        (lesson) => lesson.kind === 'video' && lesson.access !== 'none',
      );

  const onLocked = (lesson: Lesson) => {
    const reason =
      lesson.lockedReason ||
      (viewer.action === 'login' ? '登录后即可学习' : `${viewer.actionText}后即可学习`);
    if (viewer.action === 'study') notify.info(reason);
    else setLockedReason(reason);
  };

  return (
    <>
      <div className={styles.coverBox}>
        <img
          className={styles.cover}
          src={course.cover.url}
          width={course.cover.width}
          height={course.cover.height}
          alt={`${course.title}封面`}
          decoding="async"
        />
      </div>
      <Facts course={course} />

      <section className={styles.block} aria-labelledby="course-outline">
        <h2 id="course-outline" className={styles.heading}>
          {isPackage ? `套餐课程（${course.packageCourses.length}门）` : '课程目录'}
        </h2>
        {isPackage ? (
          <div className={styles.flush}>
            {course.packageCourses.map((member) => (
              <MobileCourseCard
                key={member.id}
                course={member}
                to={mobilePathTo('MCourseDetail', {}, { id: member.id })}
              />
            ))}
          </div>
        ) : (
          <>
            {!viewer.entitled && course.trialSeconds > 0 && (
              <p className={styles.trialNote}>
                未购买也可试看每节视频的前{trialLengthText(course.trialSeconds)}
              </p>
            )}
            <div className={styles.flush}>
              <MobileCourseOutline
                courseId={course.id}
                chapters={course.chapters}
                onLocked={onLocked}
              />
            </div>
          </>
        )}
      </section>

      <Intro course={course} />
      <Teachers course={course} />
      {course.includedIn.length > 0 && (
        <section className={styles.block} aria-labelledby="course-packages">
          <h2 id="course-packages" className={styles.heading}>
            包含本课的套餐
          </h2>
          <div className={styles.flush}>
            {course.includedIn.map((pack) => (
              <MobileCourseCard
                key={pack.id}
                course={pack}
                to={mobilePathTo('MCourseDetail', {}, { id: pack.id })}
              />
            ))}
          </div>
        </section>
      )}

      <MobileReviews course={course} userId={userId} />

      <div className={styles.barSpace} aria-hidden />
      <div className={styles.bar}>
        <button type="button" className={styles.barTool} onClick={() => setServiceOpen(true)}>
          <MessageOutline />
          <span>咨询</span>
        </button>
        {trial && (
          <Link
            className={styles.trialButton}
            to={mobilePathTo('MPlay', {}, { courseId: course.id, lessonId: trial.id })}
          >
            <PlayOutline /> 免费试看
          </Link>
        )}
        <Button
          color="primary"
          className={styles.mainAction}
          loading={purchase.pending}
          onClick={run}
          data-testid="course-action"
        >
          {viewer.actionText}
        </Button>
      </div>

      <CoursePaymentSheet
        stage={purchase.stage}
        returnTo={`${pathname}${search}`}
        studyPath={studyPath}
        onClose={purchase.close}
      />
      <ConfirmDialog
        open={lockedReason !== null}
        content={lockedReason}
        confirmText={viewer.actionText}
        cancelText="再看看"
        onConfirm={() => {
          setLockedReason(null);
          run();
        }}
        onCancel={() => setLockedReason(null)}
      />
      <CustomerServiceSheet
        courseId={course.id}
        userId={userId}
        open={serviceOpen}
        onClose={() => setServiceOpen(false)}
      />
    </>
  );
}

/**
 * /courseDetail?id= and /detail?id= (the desktop course page's query): the course's cover,
 * price and facts, what the viewer holds, the outline (试看 lessons play for anybody, locked
 * ones say why and offer the way in), the introduction, teachers and reviews, and at the bottom
 * the one main button the server chose: 登录后学习, 立即购买 (the shop order and its payment),
 * 免费报名 / VIP免费学, 开始学习 / 继续学习.
 */
export default function MobileCourseDetailPage() {
  const [params] = useSearchParams();
  const id = positiveInt(params.get('id'));
  const user = useCurrentUser();
  const userId = user.data?.id ?? null;
  // The viewer's state is part of the answer: wait for who is asking before asking. Read
  // again on every visit: a learner comes back here from paying.
  const course = useCourse(user.isPending ? null : id, userId, { fresh: true });
  const navigate = useNavigate();
  const toCatalogue = (
    <Button color="primary" onClick={() => void navigate(mobilePathTo('MCourse'))}>
      去选课中心
    </Button>
  );

  let body;
  if (id === null) {
    body = (
      <MobileEmpty title="没有找到这门课程" description="链接缺少课程编号">
        {toCatalogue}
      </MobileEmpty>
    );
  } else if (user.isPending || course.isPending) {
    body = <DetailSkeleton />;
  } else if (course.isError) {
    body =
      isApiError(course.error) && course.error.code === ApiCode.NOT_FOUND ? (
        <MobileEmpty title="课程不存在或已下架" description="去选课中心看看其他课程吧">
          {toCatalogue}
        </MobileEmpty>
      ) : (
        <MobileError title="课程加载失败" onRetry={() => void course.refetch()} />
      );
  } else {
    body = <CourseView course={course.data} userId={userId} />;
  }

  return (
    <MobilePage title="课程详情" documentTitle={course.data?.title ?? '课程详情'}>
      {body}
    </MobilePage>
  );
}
