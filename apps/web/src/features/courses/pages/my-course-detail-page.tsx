import { Button, Progress, Result, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { ApiCode } from '@shangan/shared';
import { LinkButton } from '../../../components/link-button/link-button';
import { PageResult } from '../../../components/page-result/page-result';
import { PageShell } from '../../../components/page-shell/page-shell';
import { isApiError } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';
import { formatDate, formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notifier';
import { pathTo } from '../../../lib/paths';
import { useCourse } from '../api/course';
import { useMyCourse, type MyCourseDetail } from '../api/my-courses';
import { CourseOutline } from '../components/course-outline';
import { courseUrl, playUrl, resumeLesson, studyPageUrl } from '../course-links';
import { formatMinutes } from '../course-format';
import { useSearchState } from '../hooks/use-search-state';
import { positiveInt } from '../params';
import styles from './my-course-detail-page.module.css';

/**
 * /personalCenter/myCourseDetail?id= (课程学习): a course the learner holds — its study figures
 * (progress, lessons done, minutes, the lesson last studied), 继续学习 into the player, and the
 * outline with each lesson's progress. A package lists its courses, each studied on its own page.
 */
export default function MyCourseDetailPage() {
  const { params } = useSearchState();
  const id = positiveInt(params.get('id'));
  const { data: user } = useCurrentUser();
  const mine = useMyCourse(user?.id ?? null, id);

  if (id === null) return <NotHeld />;
  if (!user || mine.isPending) {
    return (
      <PageShell title="课程学习" bare>
        <Skeleton active avatar paragraph={{ rows: 4 }} />
        <Skeleton active paragraph={{ rows: 8 }} />
      </PageShell>
    );
  }
  if (mine.isError) {
    const code = isApiError(mine.error) ? mine.error.code : null;
    if (code === ApiCode.NOT_FOUND || code === ApiCode.FORBIDDEN) return <NotHeld />;
    return (
      <PageShell title="课程学习" bare>
        <Result
          status="warning"
          title="课程加载失败"
          subTitle={mine.error.message || '请稍后再试'}
          extra={
            <Button type="primary" onClick={() => void mine.refetch()}>
              重新加载
            </Button>
          }
        />
      </PageShell>
    );
  }
  return (
    <PageShell title={mine.data.course.title} bare>
      <Header data={mine.data} />
      {mine.data.course.kind === 'package' ? (
        <PackageCourses id={mine.data.course.id} userId={user.id} />
      ) : (
        <section className={styles.section} aria-labelledby="my-outline">
          <h2 id="my-outline" className={styles.heading}>
            课程目录
          </h2>
          {mine.data.chapters.length === 0 ? (
            <p className={styles.muted}>课程目录正在准备中</p>
          ) : (
            <CourseOutline
              courseId={mine.data.course.id}
              chapters={mine.data.chapters}
              showProgress
              onLocked={(lesson) =>
                notify.info(lesson.lockedReason || '课程已过期，续费后可继续学习')
              }
            />
          )}
        </section>
      )}
    </PageShell>
  );
}

function NotHeld() {
  return (
    <PageShell title="课程学习" bare>
      <PageResult
        status="404"
        title="没有找到这门课程"
        subTitle="它不在您的课程中，可能已被移出或链接有误。"
        action={{ label: '返回我的课程', to: pathTo('MyCourse') }}
      />
    </PageShell>
  );
}

function Header({ data }: { data: MyCourseDetail }) {
  const { course, stats } = data;
  const lesson = course.kind === 'package' ? undefined : resumeLesson(data.chapters);
  return (
    <section className={styles.header} aria-label="学习概况">
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
          <Tag color={data.expired ? 'default' : 'blue'}>{data.sourceText}</Tag>
          <Tag>{course.kindText}</Tag>
          <span className={data.expired ? styles.expired : styles.validity}>
            {data.expired
              ? `已于${formatDate(data.expiresAt)}过期`
              : data.expiresAt
                ? `有效期至${formatDate(data.expiresAt)}`
                : '永久有效'}
          </span>
        </div>
        <dl className={styles.stats}>
          <div>
            <dt>已学完</dt>
            <dd>
              {stats.lessonsDone}/{stats.videoLessonCount}节
            </dd>
          </div>
          <div>
            <dt>已学时长</dt>
            <dd>{formatMinutes(stats.minutesWatched)}</dd>
          </div>
          <div>
            <dt>视频总长</dt>
            <dd>{formatMinutes(stats.totalMinutes)}</dd>
          </div>
          <div>
            <dt>最近学习</dt>
            <dd>{formatDateTime(stats.lastStudiedAt) || '—'}</dd>
          </div>
        </dl>
        {stats.lastLesson && <p className={styles.last}>上次学到：{stats.lastLesson.title}</p>}
        <div className={styles.actions}>
          {data.expired ? (
            <LinkButton type="primary" to={courseUrl(course)}>
              续费购买
            </LinkButton>
          ) : (
            lesson && (
              <LinkButton type="primary" size="large" to={playUrl(course.id, lesson.id)}>
                {stats.lastLesson ? '继续学习' : '开始学习'}
              </LinkButton>
            )
          )}
          <Link to={courseUrl(course)}>课程详情</Link>
          {course.kind !== 'package' && (
            <Link to={pathTo('HomeworkList', {}, { courseId: course.id })}>课后作业</Link>
          )}
        </div>
      </div>
      <Progress
        type="circle"
        size={96}
        percent={stats.percent}
        className={styles.circle}
        aria-label={`学习进度${stats.percent}%`}
      />
    </section>
  );
}

/** A package's courses, each opened on its own study page (they are held through it). */
function PackageCourses({ id, userId }: { id: number; userId: number }) {
  const detail = useCourse(id, userId);
  return (
    <section className={styles.section} aria-labelledby="package-courses">
      <h2 id="package-courses" className={styles.heading}>
        套餐课程
      </h2>
      {detail.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : detail.isError ? (
        <Button onClick={() => void detail.refetch()}>课程加载失败，点击重试</Button>
      ) : (
        <ul className={styles.members}>
          {detail.data.packageCourses.map((member) => (
            <li key={member.id}>
              <Link to={studyPageUrl(member)}>{member.title}</Link>
              <span className={styles.muted}>
                {member.kindText} · {member.lessonCount}课时
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
