import { Select, Tabs } from 'antd';
import { PageShell } from '../../../components/page-shell/page-shell';
import { pathTo } from '../../../lib/paths';
import { useCourseList } from '../api/course';
import { CourseGrid } from '../components/course-grid';
import { MICRO_SORTS, MICRO_SUBJECTS, microListFilters } from '../lib/micro-filters';
import type { MicroSort } from '../lib/micro-filters';
import styles from './video-list-page.module.css';
import { useListParams } from './use-list-params';

const PAGE_SIZE = 12;

/**
 * /videos (视频课程): the catalogue's micro lessons (微课), short single-topic videos, by subject;
 * a tile opens the course in the player.
 */
export default function VideosPage() {
  const { params, page, update, setPage } = useListParams();
  const { subject, sort, query } = microListFilters(params, PAGE_SIZE);
  const courses = useCourseList({ ...query, page });

  return (
    <PageShell title="视频课程">
      <p className={styles.lead}>名师微课，一个考点一节课，随时随地碎片化学习。</p>
      <div className={styles.toolbar}>
        <Tabs
          className={styles.tabs}
          activeKey={subject ?? 'all'}
          items={[
            { key: 'all', label: '全部' },
            ...MICRO_SUBJECTS.map((name) => ({ key: name, label: name })),
          ]}
          onChange={(key) => update({ subject: key === 'all' ? null : key })}
        />
        <Select<MicroSort>
          className={styles.sort}
          value={sort}
          options={[...MICRO_SORTS]}
          aria-label="排序方式"
          onChange={(value) => update({ sort: value === 'default' ? null : value })}
        />
      </div>
      <CourseGrid
        query={courses}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        linkOf={(course) => pathTo('VideoPlay', {}, { courseId: course.id })}
        playText={(course) => (course.isFree ? '免费观看' : '立即观看')}
        emptyText={subject ? `暂无${subject}微课` : '暂无微课'}
      />
    </PageShell>
  );
}
