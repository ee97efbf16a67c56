import { Button, Empty, Progress, Result, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/link-button/link-button';
import { PageShell } from '../../../components/page-shell/page-shell';
import { useCurrentUser } from '../../../lib/current-user';
import { formatDateTime } from '../../../lib/format';
import { pathTo } from '../../../lib/paths';
import { useMyCourses } from '../api/my-courses';
import { StudySummaryView } from '../components/study-summary';
import { playUrl, studyPageUrl } from '../course-links';
import { formatMinutes } from '../course-format';
import { useSearchState } from '../hooks/use-search-state';
import { positiveInt } from '../params';
import type { MyCourse } from '../types';
import styles from './study-page.module.css';

const PAGE_SIZE = 10;

function continueUrl(item: MyCourse): string {
  const { course, stats } = item;
  return course.kind !== 'package' && stats.videoLessonCount > 0
    ? playUrl(course.id, stats.lastLesson?.id)
    : studyPageUrl(course);
}

const columns: TableColumnsType<MyCourse> = [
  {
    title: '课程',
    key: 'course',
    render: (_, item) => (
      <div className={styles.course}>
        <Link to={studyPageUrl(item.course)}>{item.course.title}</Link>
        <span className={styles.minor}>
          {item.sourceText}
          {item.stats.lastLesson && ` · 上次学到：${item.stats.lastLesson.title}`}
        </span>
      </div>
    ),
  },
  {
    title: '学习进度',
    key: 'percent',
    width: 130,
    render: (_, item) => <Progress percent={item.stats.percent} size="small" />,
  },
  {
    title: '已学完',
    key: 'done',
    // A phone keeps course, progress and the way on, without sideways scrolling.
    responsive: ['md'],
    width: 90,
    render: (_, item) => `${item.stats.lessonsDone}/${item.stats.videoLessonCount}节`,
  },
  {
    title: '学习时长',
    key: 'minutes',
    responsive: ['md'],
    width: 110,
    render: (_, item) => formatMinutes(item.stats.minutesWatched),
  },
  {
    title: '最近学习',
    key: 'last',
    responsive: ['md'],
    width: 150,
    render: (_, item) => formatDateTime(item.stats.lastStudiedAt) || '未开始',
  },
  {
    title: '操作',
    key: 'action',
    width: 100,
    render: (_, item) => (
      <LinkButton type="link" size="small" to={continueUrl(item)}>
        {item.stats.lastLesson ? '继续学习' : '开始学习'}
      </LinkButton>
    ),
  },
];

/**
 * /personalCenter/study (学习中心): the learner's study figures over every course (courses,
 * lessons done, minutes watched, last studied), the course to go on with, and each course
 * that may be studied now with its progress, lessons done, minutes and when it was last opened.
 */
export default function StudyPage() {
  const { data: user } = useCurrentUser();
  const { params, update } = useSearchState();
  const page = positiveInt(params.get('page')) ?? 1;
  const courses = useMyCourses(user?.id ?? null, {
    page,
    pageSize: PAGE_SIZE,
    status: 'learning',
  });
  // Last studied first: the first row of the first page is the one to go on with.
  const latest =
    page === 1 ? courses.data?.list.find((item) => item.stats.lastStudiedAt !== null) : undefined;

  return (
    <PageShell title="学习中心" bare>
      <StudySummaryView summary={courses.data?.summary} />
      {/* Held open while the list loads, so the table below does not jump down. */}
      {(!user || courses.isPending) && <div className={styles.resumePlaceholder} aria-hidden />}
      {latest && (
        <section className={styles.resume} aria-label="继续学习">
          <div className={styles.resumeText}>
            <span className={styles.minor}>
              上次学习 {formatDateTime(latest.stats.lastStudiedAt)}
            </span>
            <strong>{latest.course.title}</strong>
            {latest.stats.lastLesson && <span>{latest.stats.lastLesson.title}</span>}
          </div>
          <LinkButton size="large" className={styles.resumeButton} to={continueUrl(latest)}>
            继续学习
          </LinkButton>
        </section>
      )}
      <h2 className={styles.heading}>在学课程</h2>
      {courses.isError ? (
        <Result
          status="warning"
          title="学习记录加载失败"
          subTitle={courses.error.message || '请稍后再试'}
          extra={
            <Button type="primary" onClick={() => void courses.refetch()}>
              重新加载
            </Button>
          }
        />
      ) : (
        <Table<MyCourse>
          rowKey={(item) => item.course.id}
          size="middle"
          columns={columns}
          dataSource={courses.data?.list ?? []}
          loading={!user || courses.isPending || courses.isPlaceholderData}
          locale={{
            emptyText: (
              <Empty description="还没有在学的课程">
                <LinkButton type="primary" to={pathTo('List')}>
                  去选课
                </LinkButton>
              </Empty>
            ),
          }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: courses.data?.total ?? 0,
            hideOnSinglePage: true,
            showSizeChanger: false,
            onChange: (next) => update({ page: next === 1 ? null : next }),
          }}
        />
      )}
    </PageShell>
  );
}
