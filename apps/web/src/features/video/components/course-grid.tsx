import { Button, Empty, Pagination, Result, Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CourseCard } from '../api/course';
import { CourseTile } from './course-tile';
import styles from './course-grid.module.css';

interface CourseGridProps {
  query: UseQueryResult<{ list: CourseCard[]; total: number }>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** Where a course's tile leads. */
  linkOf: (course: CourseCard) => string;
  playText: (course: CourseCard) => string;
  emptyText: string;
}

/** A page of courses as tiles, with its loading, failed and empty states and the pager. */
export function CourseGrid({
  query,
  page,
  pageSize,
  onPage,
  linkOf,
  playText,
  emptyText,
}: CourseGridProps) {
  if (query.isPending) {
    return (
      <div className={styles.grid} aria-busy="true">
        {Array.from({ length: 8 }, (_, index) => (
          <div key={index} className={styles.placeholder}>
            <Skeleton.Node active className={styles.placeholderCover} />
            <Skeleton active title={false} paragraph={{ rows: 2 }} />
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
  if (query.data.list.length === 0) {
    return <Empty className={styles.empty} description={emptyText} />;
  }
  return (
    <>
      <div
        className={`${styles.grid} ${query.isPlaceholderData ? styles.refreshing : ''}`}
        aria-busy={query.isPlaceholderData}
      >
        {query.data.list.map((course) => (
          <CourseTile
            key={course.id}
            course={course}
            to={linkOf(course)}
            playText={playText(course)}
          />
        ))}
      </div>
      {query.data.total > pageSize && (
        <Pagination
          className={styles.pagination}
          align="center"
          current={page}
          pageSize={pageSize}
          total={query.data.total}
          showSizeChanger={false}
          onChange={onPage}
        />
      )}
    </>
  );
}
