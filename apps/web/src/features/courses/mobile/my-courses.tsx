import { Button, ProgressBar } from 'antd-mobile';
import { Link } from 'react-router';
import { MobileEmpty, MobileError, MobileLoading, PagedList } from '../../../components/mobile';
import { FilterChips } from '../../../components/mobile/filter-chips';
import { useSendToLogin } from '../../../components/mobile/use-send-to-login';
import { useCurrentUser } from '../../../lib/current-user';
import { formatDate, formatDateTime } from '../../../lib/format';
import { mobilePathTo } from '../../../lib/mobile-paths';
import { hasToken } from '../../../lib/session-storage';
import { useMyCoursePages } from '../api/my-courses';
import type { MyCoursesQuery } from '../api/my-courses';
import { formatMinutes } from '../course-format';
import { useSearchState } from '../hooks/use-search-state';
import { oneOf } from '../params';
import type { MyCourse, StudySummary } from '../types';
import styles from './my-courses.module.css';

const PAGE_SIZE = 10;
const STATUSES = ['learning', 'expired'] as const;
const STATUS_OPTIONS = [
  { value: 'learning', label: '在学' },
  { value: 'expired', label: '已过期' },
];

/**
 * Where 继续学习 leads on a phone: the player at the lesson last watched (or the one it picks)
 * for a course with videos; the course's page for a package, whose lessons are in its member
 * courses, and for a course without videos.
 */
export function continuePath(item: Pick<MyCourse, 'course' | 'stats'>): string {
  const { course, stats } = item;
  if (course.kind !== 'package' && stats.videoLessonCount > 0) {
    return mobilePathTo('MPlay', {}, { courseId: course.id, lessonId: stats.lastLesson?.id });
  }
  return mobilePathTo('MCourseDetail', {}, { id: course.id });
}

function Summary({ summary }: { summary: StudySummary }) {
  return (
    <dl className={styles.summary} aria-label="学习统计">
      <div>
        <dt>课程</dt>
        <dd>{summary.courseCount}</dd>
      </div>
      <div>
        <dt>已学完课时</dt>
        <dd>{summary.lessonsDone}</dd>
      </div>
      <div>
        <dt>学习时长</dt>
        <dd>{formatMinutes(summary.minutesWatched)}</dd>
      </div>
    </dl>
  );
}

function MyCourseItem({ item, eager }: { item: MyCourse; eager: boolean }) {
  const { course, stats } = item;
  const detail = mobilePathTo('MCourseDetail', {}, { id: course.id });
  return (
    <article className={item.expired ? `${styles.item} ${styles.expired}` : styles.item}>
      <Link to={detail} className={styles.head}>
        <span className={styles.coverBox}>
          <img
            className={styles.cover}
            src={course.cover.url}
            width={course.cover.width}
            height={course.cover.height}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        </span>
        <span className={styles.info}>
          <span className={styles.title}>{course.title}</span>
          <span className={styles.tags}>
            <span className={styles.source}>{item.sourceText}</span>
            {item.viaPackage && (
              <span className={styles.via}>来自套餐：{item.viaPackage.title}</span>
            )}
          </span>
          <span className={styles.validity}>
            {item.expired
              ? `已于${formatDate(item.expiresAt)}过期`
              : item.expiresAt
                ? `有效期至${formatDate(item.expiresAt)}`
                : '永久有效'}
          </span>
        </span>
      </Link>
      <div className={styles.progress}>
        <ProgressBar
          percent={stats.percent}
          text={`${stats.percent}%`}
          aria-label={`学习进度${stats.percent}%`}
        />
      </div>
      <p className={styles.meta}>
        已学完 {stats.lessonsDone}/{stats.videoLessonCount} 节 · 已学{' '}
        {formatMinutes(stats.minutesWatched)}
      </p>
      <p className={styles.meta}>
        {stats.lastLesson
          ? `上次学到：${stats.lastLesson.title}（${formatDateTime(stats.lastStudiedAt)}）`
          : '还没有开始学习'}
      </p>
      <div className={styles.actions}>
        {item.expired ? (
          <Link to={detail} className={styles.secondary}>
            重新购买
          </Link>
        ) : (
          <Link to={continuePath(item)} className={styles.primary}>
            {stats.lastLesson ? '继续学习' : '开始学习'}
          </Link>
        )}
      </div>
    </article>
  );
}

/**
 * 我的课程 (the desktop 学习中心 and 我的课程): the learner's study figures over every course,
 * then each course held (a package's members one by one) with how it came, until when, its
 * progress and the lesson to go on with, last studied first. A visitor is asked to log in.
 */
export function MyCourses() {
  const user = useCurrentUser();
  const sendToLogin = useSendToLogin();
  const { params, update } = useSearchState();
  const status = oneOf(STATUSES, params.get('status'));
  const query: Omit<MyCoursesQuery, 'page'> = {
    pageSize: PAGE_SIZE,
    ...(status ? { status } : { status: 'all' }),
  };
  const courses = useMyCoursePages(user.data?.id ?? null, query);

  if (!hasToken()) {
    return (
      <MobileEmpty title="登录后查看我的课程" description="已购买、免费报名和VIP免费的课程都在这里">
        <Button color="primary" onClick={sendToLogin}>
          登录
        </Button>
      </MobileEmpty>
    );
  }
  if (user.isPending) return <MobileLoading />;
  if (user.isError) return <MobileError onRetry={() => void user.refetch()} />;

  const summary = courses.data?.pages[0]?.summary;
  return (
    <>
      {summary ? <Summary summary={summary} /> : <div className={styles.summaryPlaceholder} />}
      <div className={styles.filters}>
        <FilterChips
          label="状态"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(next) => update({ status: next }, { replace: true })}
        />
      </div>
      <PagedList
        query={courses}
        itemsOf={(page) => page.list}
        emptyText={
          status === 'expired'
            ? '没有已过期的课程'
            : status === 'learning'
              ? '还没有在学的课程'
              : '还没有课程，去选课中心看看吧'
        }
        renderItem={(item, index) => (
          <MyCourseItem key={item.course.id} item={item} eager={index < 2} />
        )}
      />
    </>
  );
}
