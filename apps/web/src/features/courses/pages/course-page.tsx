import { Button, Segmented, Tabs } from 'antd';
import { PageShell } from '../../../components/page-shell/page-shell';
import { useCourseFilters } from '../api/course-filters';
import { useCourses } from '../api/courses';
import {
  EXAMS,
  KIND_LABELS,
  KINDS,
  PRICE_LABELS,
  PRICES,
  SORTS,
  SUBJECTS,
} from '../catalogue-options';
import { CourseResults } from '../components/course-results';
import { FilterRows } from '../../../components/filter-rows/filter-rows';
import { optionsOf } from '../filter-options';
import { useCatalogueState } from '../hooks/use-catalogue-state';
import type { CourseSort } from '../types';
import styles from './course-page.module.css';

const PAGE_SIZE = 9;

/**
 * /course (课程): the catalogue by subject. The subjects down the side with their number of
 * courses, the kind (系统课, 微课, 公开课, 套餐) as tabs, exam and price as filter rows, the order
 * to sort by, and the courses three to a row, a page at a time.
 */
export default function CoursePage() {
  const { filters, query, set, setPage, clear } = useCatalogueState(PAGE_SIZE);
  const options = useCourseFilters();
  const courses = useCourses(query);
  const subjects = optionsOf(options.data?.subjects, SUBJECTS);
  const allCount = options.data?.kinds.reduce((sum, kind) => sum + kind.count, 0);
  const filtered = filters.exam !== null || filters.price !== null || filters.kind !== null;

  return (
    <PageShell title="课程">
      <div className={styles.layout}>
        <nav className={styles.side} aria-label="科目">
          <div className={styles.sideTitle}>按科目选课</div>
          <ul>
            {[{ value: '', label: '全部科目', count: allCount }, ...subjects].map((subject) => {
              const active = (filters.subject ?? '') === subject.value;
              return (
                <li key={subject.value || 'all'}>
                  <button
                    type="button"
                    className={active ? styles.active : undefined}
                    aria-pressed={active}
                    onClick={() => set({ subject: subject.value || null })}
                  >
                    <span>{subject.label}</span>
                    {subject.count !== undefined && (
                      <span className={styles.count}>{subject.count}</span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className={styles.main}>
          <Tabs
            activeKey={filters.kind ?? 'all'}
            items={[
              { key: 'all', label: '全部课程' },
              ...optionsOf(options.data?.kinds, KINDS, KIND_LABELS).map((kind) => ({
                key: kind.value,
                label: kind.label,
              })),
            ]}
            onChange={(key) => set({ kind: key === 'all' ? null : key })}
          />
          <FilterRows
            rows={[
              {
                key: 'exam',
                label: '考试',
                options: optionsOf(options.data?.exams, EXAMS),
                value: filters.exam,
              },
              {
                key: 'price',
                label: '价格',
                options: optionsOf(options.data?.prices, PRICES, PRICE_LABELS),
                value: filters.price,
              },
            ]}
            counts
            onChange={(key, value) => set({ [key]: value })}
          />
          <div className={styles.sortBar}>
            <Segmented<CourseSort>
              className={styles.sorts}
              value={filters.sort}
              options={SORTS.map((sort) => ({ value: sort.value, label: sort.label }))}
              onChange={(value) => set({ sort: value === 'default' ? null : value })}
            />
            {courses.data && <span className={styles.total}>共{courses.data.total}门课程</span>}
          </div>
          <CourseResults
            query={courses}
            page={filters.page}
            pageSize={PAGE_SIZE}
            onPage={setPage}
            columns={3}
            emptyText={
              filtered || filters.subject ? '没有符合条件的课程，换个条件试试' : '暂无课程'
            }
            emptyAction={
              filtered || filters.subject ? (
                <Button type="primary" onClick={() => clear()}>
                  清除筛选
                </Button>
              ) : undefined
            }
          />
        </div>
      </div>
    </PageShell>
  );
}
