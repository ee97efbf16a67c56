import { RightOutlined } from '@ant-design/icons';
import { Button, Input, Select, Skeleton, Tabs } from 'antd';
import { Link, useNavigate } from 'react-router';
import { PageShell } from '../../../components/page-shell/page-shell';
import { useCurrentUser } from '../../../lib/current-user';
import { pathTo } from '../../../lib/paths';
import { useCourseFilters } from '../api/course-filters';
import { useCourses } from '../api/courses';
import { usePublicClasses } from '../api/public-classes';
import { EXAMS, PRICE_LABELS, PRICES, SORTS, SUBJECTS } from '../catalogue-options';
import { CourseCardView } from '../components/course-card';
import { CourseResults } from '../components/course-results';
import { FilterRows } from '../../../components/filter-rows/filter-rows';
import { optionsOf } from '../filter-options';
import { useCatalogueState } from '../hooks/use-catalogue-state';
import type { CourseExam, CourseSort, CourseSubject } from '../types';
import styles from './list-page.module.css';

const PAGE_SIZE = 12;
const STRIP_SIZE = 4;

/**
 * /list.html (网校; /list and /list/* lead here): the online school's front page. Courses by
 * exam (tabs), subject and price, sorted and a page at a time, each card with its cover,
 * teachers, lessons, price (免费 / VIP免费 / ￥) and enrolments; above them the free public
 * classes of the chosen exam. The filters live in the address, so a view can be shared.
 */
export default function ListPage() {
  const navigate = useNavigate();
  const { filters, query, set, setPage, clear } = useCatalogueState(PAGE_SIZE);
  const options = useCourseFilters();
  const courses = useCourses(query);

  const examTabs = [
    { key: 'all', label: '全部考试' },
    ...optionsOf(options.data?.exams, EXAMS).map((exam) => ({
      key: exam.value,
      label: exam.label,
    })),
  ];
  const filtered = filters.subject !== null || filters.price !== null;

  return (
    <PageShell title="上岸网校">
      <div className={styles.toolbar}>
        <Tabs
          className={styles.tabs}
          activeKey={filters.exam ?? 'all'}
          items={examTabs}
          onChange={(key) => set({ exam: key === 'all' ? null : key })}
        />
        <Input.Search
          className={styles.search}
          placeholder="搜索课程、老师"
          maxLength={50}
          allowClear
          enterButton="搜索"
          aria-label="搜索课程"
          onSearch={(value) => {
            const keyword = value.trim();
            void navigate(pathTo('CourseList', {}, { keyword }));
          }}
        />
      </div>

      <FilterRows
        rows={[
          {
            key: 'subject',
            label: '科目',
            options: optionsOf(options.data?.subjects, SUBJECTS),
            value: filters.subject,
          },
          {
            key: 'price',
            label: '价格',
            options: optionsOf(options.data?.prices, PRICES, PRICE_LABELS),
            value: filters.price,
          },
        ]}
        onChange={(key, value) => set({ [key]: value })}
      />

      {filters.price !== 'paid' && (
        <PublicClassStrip exam={filters.exam} subject={filters.subject} />
      )}

      <div className={styles.heading}>
        <h2>精品课程</h2>
        {courses.data && <span className={styles.total}>共{courses.data.total}门</span>}
        <Select<CourseSort>
          className={styles.sort}
          value={filters.sort}
          options={[...SORTS]}
          aria-label="排序方式"
          onChange={(value) => set({ sort: value === 'default' ? null : value })}
        />
      </div>
      <CourseResults
        query={courses}
        page={filters.page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        emptyText={filtered || filters.exam ? '没有符合条件的课程，换个条件试试' : '暂无课程'}
        emptyAction={
          filtered ? (
            <Button type="primary" onClick={() => clear()}>
              清除筛选
            </Button>
          ) : undefined
        }
      />
    </PageShell>
  );
}

/**
 * 公开课: the newest free open classes of the exam and subject shown, four in a row with a
 * link to all of them; gone when there are none.
 */
function PublicClassStrip({
  exam,
  subject,
}: {
  exam: CourseExam | null;
  subject: CourseSubject | null;
}) {
  const { data: user } = useCurrentUser();
  const classes = usePublicClasses(
    { page: 1, pageSize: STRIP_SIZE, ...(exam ? { exam } : {}), ...(subject ? { subject } : {}) },
    user?.id ?? null,
  );
  if (classes.isError || (classes.data && classes.data.list.length === 0)) return null;
  return (
    <section className={styles.strip} aria-labelledby="public-class-strip">
      <div className={styles.stripHead}>
        <h2 id="public-class-strip">
          公开课<span className={styles.stripNote}>名师直播 · 免费学</span>
        </h2>
        <Link to={pathTo('publicClass', {}, { exam, subject })} className={styles.more}>
          全部公开课 <RightOutlined />
        </Link>
      </div>
      {classes.isPending ? (
        <div className={styles.stripGrid} aria-busy="true">
          {Array.from({ length: STRIP_SIZE }, (_, index) => (
            <Skeleton.Node key={index} active className={styles.stripPlaceholder} />
          ))}
        </div>
      ) : (
        <div
          className={`${styles.stripGrid} ${classes.isPlaceholderData ? styles.refreshing : ''}`}
        >
          {classes.data.list.map((course) => (
            <CourseCardView key={course.id} course={course} />
          ))}
        </div>
      )}
    </section>
  );
}
