import { Button, Empty, Pagination, Result, Skeleton, Tabs } from 'antd';
import { LinkButton } from '../../../components/link-button/link-button';
import { PageShell } from '../../../components/page-shell/page-shell';
import { useCurrentUser } from '../../../lib/current-user';
import { pathTo } from '../../../lib/paths';
import { useMyCourses } from '../api/my-courses';
import { MyCourseItem } from '../components/my-course-item';
import { StudySummaryView } from '../components/study-summary';
import { useSearchState } from '../hooks/use-search-state';
import { oneOf, positiveInt } from '../params';
import styles from './my-course-page.module.css';

const PAGE_SIZE = 10;
const STATUSES = ['all', 'learning', 'expired'] as const;
const STATUS_TABS = [
  { key: 'all', label: '全部课程' },
  { key: 'learning', label: '学习中' },
  { key: 'expired', label: '已过期' },
];

/**
 * /personalCenter/myCourse (我的课程): the courses the learner holds — bought, enrolled for
 * free, VIP-free or in a package — last studied first, each with its progress, the lesson to
 * continue and its validity; the study figures over all of them above. Behind the personal
 * centre's login.
 */
export default function MyCoursePage() {
  const { data: user } = useCurrentUser();
  const { params, update } = useSearchState();
  const status = oneOf(STATUSES, params.get('status')) ?? 'all';
  const page = positiveInt(params.get('page')) ?? 1;
  const courses = useMyCourses(user?.id ?? null, {
    page,
    pageSize: PAGE_SIZE,
    ...(status !== 'all' ? { status } : {}),
  });

  let body;
  if (!user || courses.isPending) body = <Skeleton active avatar paragraph={{ rows: 6 }} />;
  else if (courses.isError) {
    body = (
      <Result
        status="warning"
        title="课程加载失败"
        subTitle={courses.error.message || '请稍后再试'}
        extra={
          <Button type="primary" onClick={() => void courses.refetch()}>
            重新加载
          </Button>
        }
      />
    );
  } else if (courses.data.list.length === 0) {
    body = (
      <Empty
        className={styles.empty}
        description={
          status === 'expired'
            ? '没有已过期的课程'
            : status === 'learning'
              ? '没有正在学习的课程'
              : '还没有课程，去网校挑一门开始学习吧'
        }
      >
        {status === 'all' && (
          <LinkButton type="primary" to={pathTo('List')}>
            去选课
          </LinkButton>
        )}
      </Empty>
    );
  } else {
    body = (
      <>
        <div className={courses.isPlaceholderData ? styles.refreshing : undefined}>
          {courses.data.list.map((item) => (
            <MyCourseItem key={item.course.id} item={item} />
          ))}
        </div>
        {courses.data.total > PAGE_SIZE && (
          <Pagination
            className={styles.pagination}
            align="center"
            current={page}
            pageSize={PAGE_SIZE}
            total={courses.data.total}
            showSizeChanger={false}
            onChange={(next) => update({ page: next === 1 ? null : next })}
          />
        )}
      </>
    );
  }

  return (
    <PageShell title="我的课程" bare>
      <StudySummaryView summary={courses.data?.summary} />
      <Tabs
        className={styles.tabs}
        activeKey={status}
        items={STATUS_TABS}
        onChange={(key) => update({ status: key === 'all' ? null : key, page: null })}
      />
      {body}
    </PageShell>
  );
}
