import { Button, Input, Select } from 'antd';
import { PageShell } from '../../../components/page-shell/page-shell';
import { useCourseFilters } from '../api/course-filters';
import { useCourses } from '../api/courses';
import { EXAMS, KIND_LABELS, KINDS, SORTS, SUBJECTS } from '../catalogue-options';
import { CourseResults } from '../components/course-results';
import { CourseRow } from '../components/course-row';
import { FilterRows } from '../../../components/filter-rows/filter-rows';
import { optionsOf } from '../filter-options';
import { useCatalogueState } from '../hooks/use-catalogue-state';
import type { CourseSort } from '../types';
import styles from './course-list-page.module.css';

const PAGE_SIZE = 10;

/**
 * /courseList (课程列表): the catalogue as a searchable list. A keyword (title, subtitle, tags,
 * teachers; `?keyword=`, what the online school's search box sends), kind, exam and subject,
 * the order, and one row per course with what a comparison needs, ten to a page.
 */
export default function CourseListPage() {
  const { filters, query, set, setPage, clear } = useCatalogueState(PAGE_SIZE);
  const options = useCourseFilters();
  const courses = useCourses(query);
  const filtered = filters.kind !== null || filters.exam !== null || filters.subject !== null;

  return (
    <PageShell title="课程列表">
      {/* Keyed by the address's keyword: Back and Forward bring its text back into the box. */}
      <Input.Search
        key={filters.keyword}
        className={styles.search}
        size="large"
        placeholder="输入课程名称、老师或关键词"
        maxLength={50}
        allowClear
        enterButton="搜索课程"
        aria-label="搜索课程"
        defaultValue={filters.keyword}
        onSearch={(value) => set({ keyword: value.trim() || null })}
      />
      <FilterRows
        rows={[
          {
            key: 'kind',
            label: '类型',
            options: optionsOf(options.data?.kinds, KINDS, KIND_LABELS),
            value: filters.kind,
          },
          {
            key: 'exam',
            label: '考试',
            options: optionsOf(options.data?.exams, EXAMS),
            value: filters.exam,
          },
          {
            key: 'subject',
            label: '科目',
            options: optionsOf(options.data?.subjects, SUBJECTS),
            value: filters.subject,
          },
        ]}
        onChange={(key, value) => set({ [key]: value })}
      />
      <div className={styles.bar}>
        <span className={styles.total} aria-live="polite">
          {courses.data &&
            (filters.keyword
              ? `“${filters.keyword}”共找到${courses.data.total}门课程`
              : `共${courses.data.total}门课程`)}
        </span>
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
        emptyText={
          filters.keyword
            ? `没有找到与“${filters.keyword}”相关的课程`
            : filtered
              ? '没有符合条件的课程，换个条件试试'
              : '暂无课程'
        }
        emptyAction={
          filters.keyword || filtered ? (
            <Button type="primary" onClick={() => clear({ keyword: null })}>
              查看全部课程
            </Button>
          ) : undefined
        }
        renderList={(list) => (
          <div className={styles.list}>
            {list.map((course) => (
              <CourseRow key={course.id} course={course} />
            ))}
          </div>
        )}
      />
    </PageShell>
  );
}
