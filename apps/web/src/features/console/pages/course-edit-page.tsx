import { Result, Skeleton, Tag } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { ConsoleCourseMsg } from '@shangan/shared';
import type { ConsoleCourseDetail } from '@shangan/shared/contracts/console/courses';
import { LinkButton } from '../../../components/link-button/link-button';
import { LoadFailedResult, ReloadResult } from '../../../components/page-states/page-states';
import { positiveInt } from '../../../lib/address-params';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title';
import { useConsoleCourse, useConsoleCourseOptions } from '../api/console-courses';
import { KIND_TEXT, STATUS_TEXT } from '../components/courses/course-labels';
import { CourseForm } from '../components/courses/course-form';
import { CourseOutline } from '../components/courses/course-outline';
import { courseEditPath, courseListPath } from '../components/courses/course-paths';
import courseStyles from '../components/courses/courses.module.css';
import styles from './console.module.css';

function Heading({ course }: { course: ConsoleCourseDetail | null }) {
  if (!course) return <h1 className={styles.editorHeading}>新建课程</h1>;
  return (
    <>
      <h1 className={styles.editorHeading}>
        {course.kind === 'package' ? '编辑课程套餐' : '编辑课程'}
      </h1>
      <Tag color={course.status === 'on_sale' ? 'success' : 'default'}>
        {STATUS_TEXT[course.status]}
      </Tag>
      <Tag>{KIND_TEXT[course.kind]}</Tag>
      <span className={styles.muted}>
        销量 {course.sales} · 最后修改 {formatDateTime(course.updatedAt)}
      </span>
    </>
  );
}

/**
 * /admin/courses/new and /admin/courses/:id: a course's fields, and once it is saved its
 * outline below — chapters, lessons and each lesson's video, uploaded here. A package (课程套餐)
 * has no outline: its courses are chosen and ordered in its form.
 */
export default function CourseEditPage() {
  const params = useParams();
  const navigate = useNavigate();
  // /admin/courses/new has no id; an id that is not a number is no course.
  const id = params.id === undefined ? null : positiveInt(params.id);
  const unknown = params.id !== undefined && id === null;
  useDocumentTitle(params.id === undefined ? '新建课程 - 教务后台' : '编辑课程 - 教务后台');
  const options = useConsoleCourseOptions();
  const course = useConsoleCourse(unknown ? null : id);

  const back = { label: '返回列表', to: courseListPath() };
  if (unknown) {
    return (
      <section className={styles.panel}>
        <Result
          status="404"
          title={ConsoleCourseMsg.courseMissing}
          extra={<LinkButton to={back.to}>{back.label}</LinkButton>}
        />
      </section>
    );
  }
  if (course.isError) {
    return (
      <section className={styles.panel}>
        <LoadFailedResult
          error={course.error}
          titles={{ 404: ConsoleCourseMsg.courseMissing }}
          onRetry={() => void course.refetch()}
          back={back}
        />
      </section>
    );
  }
  if (options.isError) {
    return (
      <section className={styles.panel}>
        <ReloadResult
          title="老师名单加载失败"
          error={options.error}
          onReload={() => void options.refetch()}
        />
      </section>
    );
  }
  if (!options.data || (id !== null && !course.data)) {
    return (
      <section className={styles.panel}>
        <Skeleton active paragraph={{ rows: 12 }} />
      </section>
    );
  }

  const loaded = id !== null ? (course.data ?? null) : null;
  return (
    <>
      <section className={styles.panel}>
        <div className={styles.editorHead}>
          <Heading course={loaded} />
        </div>
        <CourseForm
          // The form reads the course once: a new course's first save opens a fresh one.
          key={loaded?.id ?? 'new'}
          course={loaded}
          options={options.data}
          onCreated={(created) => void navigate(courseEditPath(created), { replace: true })}
        />
      </section>
      {loaded && loaded.kind !== 'package' && (
        <section className={`${styles.panel} ${courseStyles.outline}`}>
          <CourseOutline course={loaded} />
        </section>
      )}
    </>
  );
}
