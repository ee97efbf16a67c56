import { FileTextOutlined } from '@ant-design/icons';
import { Button, Progress, Result, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { ApiCode } from '@shangan/shared';
import { PageResult } from '../../../components/page-result/page-result';
import { PageShell } from '../../../components/page-shell/page-shell';
import { isApiError } from '../../../lib/api';
import { openAuthDialog } from '../../../lib/auth-dialog';
import { useCurrentUser } from '../../../lib/current-user';
import { notify } from '../../../lib/notifier';
import { pathTo } from '../../../lib/paths';
import { useCourse } from '../api/course';
import { CourseOutline } from '../components/course-outline';
import { PriceTag } from '../components/price-tag';
import { TeacherAvatars } from '../components/teacher-avatars';
import { courseUrl, lessonsOf, videoTally } from '../course-links';
import { formatMinutes } from '../course-format';
import { useCourseAction } from '../hooks/use-course-action';
import { useSearchState } from '../hooks/use-search-state';
import { positiveInt } from '../params';
import type { CourseDetail } from '../types';
import styles from './mini-course-detail-page.module.css';

/**
 * /personalCenter/miniCourseDetail?id= (微课详情): a micro lesson course in the personal centre —
 * its short lessons with the learner's progress, its 讲义 to open, what it teaches, and the one
 * button the server chose (开始学习 / 继续学习, or 免费报名 / 立即购买 when not held yet).
 */
export default function MiniCourseDetailPage() {
  const { params } = useSearchState();
  const id = positiveInt(params.get('id'));
  const { data: user } = useCurrentUser();
  const course = useCourse(user ? id : null, user?.id ?? null);

  if (id === null) return <NotFound />;
  if (!user || course.isPending) {
    return (
      <PageShell title="微课详情" bare>
        <Skeleton active avatar paragraph={{ rows: 4 }} />
        <Skeleton active paragraph={{ rows: 8 }} />
      </PageShell>
    );
  }
  if (course.isError) {
    if (isApiError(course.error) && course.error.code === ApiCode.NOT_FOUND) return <NotFound />;
    return (
      <PageShell title="微课详情" bare>
        <Result
          status="warning"
          title="微课加载失败"
          subTitle={course.error.message || '请稍后再试'}
          extra={
            <Button type="primary" onClick={() => void course.refetch()}>
              重新加载
            </Button>
          }
        />
      </PageShell>
    );
  }
  return (
    <PageShell title={course.data.title} bare>
      <MiniCourse course={course.data} />
    </PageShell>
  );
}

function NotFound() {
  return (
    <PageShell title="微课详情" bare>
      <PageResult
        status="404"
        title="没有找到这门微课"
        subTitle="它可能已下架，或链接有误。"
        action={{ label: '返回我的课程', to: pathTo('MyCourse') }}
      />
    </PageShell>
  );
}

function MiniCourse({ course }: { course: CourseDetail }) {
  const action = useCourseAction(course);
  const viewer = course.viewer;
  const tally = videoTally(course.chapters);
  const documents = lessonsOf(course.chapters).filter((lesson) => lesson.kind === 'document');

  return (
    <div>
      <section className={styles.header} aria-label="微课概要">
        <img
          className={styles.cover}
          src={course.cover.url}
          width={course.cover.width}
          height={course.cover.height}
          alt={`${course.title}封面`}
          decoding="async"
        />
        <div className={styles.info}>
          <div className={styles.tags}>
            <Tag color="blue">{course.kindText}</Tag>
            <Tag>{course.exam}</Tag>
            <Tag>{course.subject}</Tag>
          </div>
          {course.subtitle && <p className={styles.subtitle}>{course.subtitle}</p>}
          <TeacherAvatars teachers={course.teachers} />
          <p className={styles.meta}>
            共{course.lessonCount}节
            {course.totalMinutes > 0 && ` · ${formatMinutes(course.totalMinutes)}`} · {course.sales}
            人在学
          </p>
          {viewer.entitled && tally.total > 0 ? (
            <div className={styles.progress}>
              <span>
                已学完 {tally.done}/{tally.total} 节
              </span>
              <Progress percent={Math.round((tally.done / tally.total) * 100)} size="small" />
            </div>
          ) : (
            <PriceTag course={course} />
          )}
          <div className={styles.actions}>
            <Button
              type="primary"
              size="large"
              loading={action.pending}
              onClick={action.run}
              data-testid="course-action"
            >
              {viewer.actionText}
            </Button>
            <Link to={courseUrl(course)}>课程详情与评价</Link>
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="mini-lessons">
        <h2 id="mini-lessons" className={styles.heading}>
          微课课时
        </h2>
        <CourseOutline
          courseId={course.id}
          chapters={course.chapters}
          showProgress={viewer.entitled}
          onLocked={(lesson) => {
            notify.info(lesson.lockedReason || `${viewer.actionText}后即可学习`);
            if (viewer.action === 'login') openAuthDialog('login');
          }}
        />
      </section>

      {documents.length > 0 && (
        <section className={styles.section} aria-labelledby="mini-documents">
          <h2 id="mini-documents" className={styles.heading}>
            课程讲义
          </h2>
          <ul className={styles.documents}>
            {documents.map((lesson) => (
              <li key={lesson.id}>
                <FileTextOutlined />
                {lesson.documentUrl ? (
                  <a href={lesson.documentUrl} target="_blank" rel="noreferrer">
                    {lesson.title}
                  </a>
                ) : (
                  <span className={styles.locked} title={lesson.lockedReason}>
                    {lesson.title}（{lesson.lockedReason || '学习后可查看'}）
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className={styles.section} aria-labelledby="mini-intro">
        <h2 id="mini-intro" className={styles.heading}>
          微课介绍
        </h2>
        {course.intro.split(/\n\s*\n/).map((paragraph) => (
          <p key={paragraph} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
      </section>
      {action.dialog}
    </div>
  );
}
