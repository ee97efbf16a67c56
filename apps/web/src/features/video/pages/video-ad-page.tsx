import { Tabs } from 'antd';
import { PageShell } from '../../../components/page-shell/page-shell';
import { pathTo } from '../../../lib/paths';
import { useCourseList } from '../api/course';
import { CourseGrid } from '../components/course-grid';
import { oneOf } from '../params';
import styles from './video-list-page.module.css';
import { useListParams } from './use-list-params';

const PAGE_SIZE = 12;
const EXAMS = ['国考', '省考', '选调生', '事业单位'] as const;

/**
 * /videoAd (精彩视频): the system courses people study most, each opening in the player at the
 * lesson a newcomer may watch (its 试看 lessons, or the preview of the rest), by exam.
 */
export default function VideoAdPage() {
  const { params, page, update, setPage } = useListParams();
  const exam = oneOf(EXAMS, params.get('exam'));
  const courses = useCourseList({
    kind: 'system',
    sort: 'sales',
    page,
    pageSize: PAGE_SIZE,
    ...(exam ? { exam } : {}),
  });

  return (
    <PageShell title="精彩视频">
      <p className={styles.lead}>热门系统课精彩片段，免费试看，满意再购买。</p>
      <div className={styles.toolbar}>
        <Tabs
          className={styles.tabs}
          activeKey={exam ?? 'all'}
          items={[
            { key: 'all', label: '全部' },
            ...EXAMS.map((name) => ({ key: name, label: name })),
          ]}
          onChange={(key) => update({ exam: key === 'all' ? null : key })}
        />
      </div>
      <CourseGrid
        query={courses}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        linkOf={(course) => pathTo('VideoPlay', {}, { courseId: course.id })}
        playText={(course) => (course.isFree ? '免费观看' : '免费试看')}
        emptyText={exam ? `暂无${exam}课程` : '暂无课程'}
      />
    </PageShell>
  );
}
