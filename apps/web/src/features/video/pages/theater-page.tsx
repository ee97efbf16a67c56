import { Button, Empty, Spin, Tabs } from 'antd';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/link-button/link-button';
import { PageShell } from '../../../components/page-shell/page-shell';
import { OwnerVideo, PlayerFrame } from '../../../components/video-player/owner-video';
import { formatTrial } from '../../../components/video-player/video-player';
import { openAuthDialog } from '../../../lib/auth-dialog';
import { pathTo } from '../../../lib/paths';
import { useCourse, usePublicClasses } from '../api/course';
import type { CourseCard } from '../api/course';
import { CourseGrid } from '../components/course-grid';
import { startingLesson } from '../lesson-order';
import { oneOf, positiveInt } from '../params';
import listStyles from './video-list-page.module.css';
import styles from './theater-page.module.css';
import { useListParams } from './use-list-params';

const PAGE_SIZE = 8;
const SUBJECTS = ['行测', '申论', '面试', '公基', '选调'] as const;

/**
 * The stage while the class (or the list that picks it) loads: the dark frame of the loaded
 * one, so the tabs and classes below do not jump down when it arrives.
 */
function StagePlaceholder() {
  return (
    <section className={styles.stage} aria-busy="true" aria-label="正在播放">
      <div className={styles.stageHead}>
        <span className={styles.stageTitle}>&nbsp;</span>
      </div>
      <PlayerFrame busy>
        <Spin />
      </PlayerFrame>
      <div className={styles.stageFoot}>&nbsp;</div>
    </section>
  );
}

/** The public class on the stage: its first (or next) lesson plays right here. */
function Stage({ courseId }: { courseId: number }) {
  const course = useCourse(courseId);
  if (course.isPending) return <StagePlaceholder />;
  if (course.isError) {
    return <Empty description={course.error.message || '公开课加载失败'} />;
  }
  const lesson = startingLesson(course.data.chapters);
  const play = pathTo('VideoPlay', {}, { courseId, lessonId: lesson?.id });
  const detail = pathTo('courseDetail', {}, { id: courseId });
  return (
    <section className={styles.stage} aria-label="正在播放">
      <div className={styles.stageHead}>
        <h2 className={styles.stageTitle}>{course.data.title}</h2>
        <span className={styles.teachers}>
          {course.data.teachers.map((teacher) => teacher.name).join('、')}
        </span>
      </div>
      {lesson ? (
        <OwnerVideo
          key={lesson.id}
          ownerKind="lesson"
          ownerId={lesson.id}
          trialEnd={{
            text: '登录或报名后即可观看完整公开课',
            action: (
              <LinkButton type="primary" to={detail}>
                查看课程
              </LinkButton>
            ),
            note: (seconds) => `可试看前${formatTrial(seconds)}`,
          }}
          noRightAction={
            course.data.viewer.signedIn ? (
              <LinkButton type="primary" to={detail}>
                {course.data.viewer.actionText}
              </LinkButton>
            ) : (
              <Button type="primary" onClick={() => openAuthDialog('login')}>
                登录后观看
              </Button>
            )
          }
        />
      ) : (
        <Empty description="这节公开课还没有视频" />
      )}
      <div className={styles.stageFoot}>
        {lesson && <span>正在播放：{lesson.title}</span>}
        <Link to={play}>进入课程学习 ›</Link>
      </div>
    </section>
  );
}

/**
 * /theater (公考剧场): the free public classes, one playing on the stage (`?id=`, by default
 * the newest of the list) and the rest below by subject; picking one puts it on the stage.
 */
export default function TheaterPage() {
  const { params, page, update, setPage } = useListParams();
  const subject = oneOf(SUBJECTS, params.get('subject'));
  const classes = usePublicClasses({ page, pageSize: PAGE_SIZE, ...(subject ? { subject } : {}) });
  const chosen = positiveInt(params.get('id')) ?? classes.data?.list[0]?.id ?? null;
  const linkOf = (course: CourseCard) => {
    const next = new URLSearchParams(params);
    next.set('id', String(course.id));
    return `?${next.toString()}`;
  };

  return (
    <PageShell title="公考剧场">
      {chosen !== null ? <Stage courseId={chosen} /> : classes.isPending && <StagePlaceholder />}
      <div className={listStyles.toolbar}>
        <Tabs
          className={listStyles.tabs}
          activeKey={subject ?? 'all'}
          items={[
            { key: 'all', label: '全部公开课' },
            ...SUBJECTS.map((name) => ({ key: name, label: name })),
          ]}
          onChange={(key) => update({ subject: key === 'all' ? null : key, id: null })}
        />
      </div>
      <CourseGrid
        query={classes}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        linkOf={linkOf}
        playText={(course) => (course.id === chosen ? '正在播放' : '播放')}
        emptyText={subject ? `暂无${subject}公开课` : '暂无公开课'}
      />
    </PageShell>
  );
}
