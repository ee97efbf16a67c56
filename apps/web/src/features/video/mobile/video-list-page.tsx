import { ActionSheet, Tabs } from 'antd-mobile';
import { DownOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { MobilePage, PagedList } from '../../../components/mobile';
import { MobileCourseCard } from '../../../components/mobile/mobile-course-card';
import { mobilePathTo } from '../../../lib/mobile-paths';
import { useCoursePages } from '../api/course';
import { MICRO_SORTS, MICRO_SUBJECTS, microListFilters } from '../lib/micro-filters';
import styles from './video-list-page.module.css';

const PAGE_SIZE = 10;

/**
 * /video (视频课程, the desktop /videos): the catalogue's micro lessons (微课), short
 * single-topic videos, by subject and sort (kept in the address), as a list that grows as it
 * scrolls; a course opens in the player.
 */
export default function MobileVideoListPage() {
  const [params, setParams] = useSearchParams();
  const { subject, sort, query } = microListFilters(params, PAGE_SIZE);
  const [sortOpen, setSortOpen] = useState(false);
  const courses = useCoursePages(query);
  const update = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  return (
    <MobilePage title="视频课程">
      <div className={styles.head}>
        <div className={styles.tabs}>
          <Tabs
            activeKey={subject ?? 'all'}
            onChange={(key) => update('subject', key === 'all' ? null : key)}
          >
            <Tabs.Tab title="全部" key="all" />
            {MICRO_SUBJECTS.map((name) => (
              <Tabs.Tab title={name} key={name} />
            ))}
          </Tabs>
        </div>
        <div className={styles.toolbar}>
          <span className={styles.lead}>名师微课，一个考点一节课</span>
          <button type="button" className={styles.sort} onClick={() => setSortOpen(true)}>
            {MICRO_SORTS.find((item) => item.value === sort)?.label} <DownOutline />
          </button>
        </div>
      </div>
      <div className={styles.list}>
        <PagedList
          query={courses}
          itemsOf={(page) => page.list}
          emptyText={subject ? `暂无${subject}微课` : '暂无微课'}
          renderItem={(course, index) => (
            <MobileCourseCard
              key={course.id}
              course={course}
              eager={index < 3}
              to={mobilePathTo('MPlay', {}, { courseId: course.id })}
              extra={
                <span className={styles.meta}>
                  {course.lessonCount}课时 · {course.totalMinutes}分钟 · {course.sales}人学习
                </span>
              }
              side={course.isFree ? '免费观看' : '立即观看'}
            />
          )}
        />
      </div>
      <ActionSheet
        visible={sortOpen}
        onClose={() => setSortOpen(false)}
        cancelText="取消"
        actions={MICRO_SORTS.map((item) => ({
          key: item.value,
          text: item.value === sort ? `${item.label} ✓` : item.label,
          onClick: () => {
            setSortOpen(false);
            update('sort', item.value === 'default' ? null : item.value);
          },
        }))}
      />
    </MobilePage>
  );
}
