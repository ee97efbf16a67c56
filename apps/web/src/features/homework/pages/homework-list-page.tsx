import { ApiCode } from '@shangan/shared';
import { Link, useSearchParams } from 'react-router';
import { PageResult } from '../../../components/page-result/page-result';
import { PageShell } from '../../../components/page-shell/page-shell';
import { isApiError } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/current-user';
import { pathTo } from '../../../lib/paths';
import { useCourseHomework } from '../api/list-course-homework';
import { HomeworkTabs, useTabPage } from '../components/homework-rows';
import { MyHomeworkList } from '../components/my-homework-list';
import { idParam } from '../lib/words';
import styles from './homework-pages.module.css';

/**
 * /personalCenter/homeworkList?courseId= (作业列表): the homework of one course (课后作业, reached
 * from the course's study page), by tab. Without a course it lists all my homework, as 我的作业.
 */
export default function HomeworkListPage() {
  const [params] = useSearchParams();
  const courseId = idParam(params.get('courseId'));
  const { data: user } = useCurrentUser();
  const viewer = user?.id ?? 0;
  if (courseId === 0) {
    return (
      <PageShell title="作业列表" bare>
        <p className={styles.hint}>
          这里是你所有课程的作业；在“我的课程”的课程学习页点击“课后作业”，可只看该课程的作业。
        </p>
        <MyHomeworkList viewer={viewer} />
      </PageShell>
    );
  }
  return <CourseHomework courseId={courseId} viewer={viewer} />;
}

function CourseHomework({ courseId, viewer }: { courseId: number; viewer: number }) {
  const { tab, update } = useTabPage();
  const query = useCourseHomework(viewer, courseId, { type: tab });
  const title = query.data ? `${query.data.courseTitle} · 课后作业` : '课后作业';
  const code = query.isError && isApiError(query.error) ? query.error.code : 0;
  if (code === ApiCode.NOT_FOUND || code === ApiCode.FORBIDDEN) {
    return (
      <PageShell title="课后作业" bare>
        <PageResult
          status={code === ApiCode.NOT_FOUND ? '404' : '403'}
          title={code === ApiCode.NOT_FOUND ? '没有找到这门课程' : '暂时不能查看这门课程的作业'}
          subTitle={query.error?.message || '购买或报名本课程后即可完成作业'}
          action={{ label: '返回我的作业', to: pathTo('MyHomework') }}
        />
      </PageShell>
    );
  }
  return (
    <PageShell title={title} bare>
      <p className={styles.hint}>
        <Link to={pathTo('MyCourseDetail', {}, { id: courseId })}>返回课程学习</Link>
        {' · '}
        <Link to={pathTo('MyHomework')}>我的全部作业</Link>
      </p>
      <HomeworkTabs
        label="课程作业"
        tab={tab}
        onTab={(next) => update({ tab: next === 'todo' ? null : next })}
        waiting={viewer === 0}
        query={query}
        emptyDescription={
          query.data && Object.values(query.data.counts).every((count) => count === 0)
            ? '本课程暂未布置课后作业'
            : undefined
        }
      />
    </PageShell>
  );
}
