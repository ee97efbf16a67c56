import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Empty, Pagination, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import type { CourseCard } from '../types';
import { CourseCardView } from './course-card';
import styles from './course-results.module.css';

interface CourseResultsProps {
  query: UseQueryResult<{ list: CourseCard[]; total: number }, Error>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** Said when nothing matches. */
  emptyText: string;
  /** How the courses are laid out: a grid of cards (default) or the page's own rows. */
  renderList?: (courses: CourseCard[]) => ReactNode;
  /** Grid columns at full width. */
  columns?: 3 | 4;
  /** Offered under 暂无课程 (e.g. 清除筛选). */
  emptyAction?: ReactNode;
}

/**
 * A page of courses with its states: skeleton cards the size of real ones while the first page
 * loads, the previous page dimmed while the next one comes, the error with 重新加载, the empty
 * answer, and the pager.
 */
export function CourseResults({
  query,
  page,
  pageSize,
  onPage,
  emptyText,
  renderList,
  columns = 4,
  emptyAction,
}: CourseResultsProps) {
  const gridClass = `${styles.grid} ${columns === 3 ? styles.three : ''}`;
  if (query.isPending) {
    return renderList ? (
      <div aria-busy="true">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    ) : (
      <div className={gridClass} aria-busy="true">
        {Array.from({ length: Math.min(pageSize, 8) }, (_, index) => (
          <div key={index} className={styles.placeholder}>
            <div className={styles.placeholderCover} />
            <Skeleton active title paragraph={{ rows: 2 }} />
          </div>
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <Result
        status="warning"
        title="课程加载失败"
        subTitle={query.error.message || '请稍后再试'}
        extra={
          <Button type="primary" onClick={() => void query.refetch()}>
            重新加载
          </Button>
        }
      />
    );
  }
  const { list, total } = query.data;
  if (list.length === 0) {
    return (
      <Empty className={styles.empty} description={emptyText}>
        {emptyAction}
      </Empty>
    );
  }
  return (
    <>
      <div
        className={query.isPlaceholderData ? styles.refreshing : undefined}
        aria-busy={query.isPlaceholderData}
      >
        {renderList ? (
          renderList(list)
        ) : (
          <div className={gridClass}>
            {list.map((course) => (
              <CourseCardView key={course.id} course={course} />
            ))}
          </div>
        )}
      </div>
      {total > pageSize && (
        <Pagination
          className={styles.pagination}
          align="center"
          current={page}
          pageSize={pageSize}
          total={total}
          showSizeChanger={false}
          onChange={onPage}
        />
      )}
    </>
  );
}
