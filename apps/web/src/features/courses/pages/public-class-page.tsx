import { CheckCircleFilled, ClockCircleOutlined } from '@ant-design/icons';
import { Button, Empty, Pagination, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/link-button/link-button';
import { PageShell } from '../../../components/page-shell/page-shell';
import { openAuthDialog } from '../../../lib/auth-dialog';
import { useCurrentUser } from '../../../lib/current-user';
import { useCourseFilters } from '../api/course-filters';
import { useEnrolCourse } from '../api/enrol-course';
import { usePublicClasses } from '../api/public-classes';
import { EXAMS, SUBJECTS } from '../catalogue-options';
import { FilterRows } from '../../../components/filter-rows/filter-rows';
import { TeacherAvatars } from '../components/teacher-avatars';
import { courseUrl, playUrl } from '../course-links';
import { formatMinutes, liveTimeText } from '../course-format';
import { optionsOf } from '../filter-options';
import { useSearchState } from '../hooks/use-search-state';
import { oneOf, positiveInt } from '../params';
import type { PublicClass } from '../types';
import styles from './public-class-page.module.css';

const PAGE_SIZE = 8;

/**
 * /publicClass (公开课): the free open classes, newest first, by exam and subject, each with its
 * live time (or 可看回放 once it has started), teachers, length and enrolments, 免费报名 (log in
 * first) and, for one the viewer is in, 已报名 with 进入学习.
 */
export default function PublicClassPage() {
  const { params, update } = useSearchState();
  const exam = oneOf(EXAMS, params.get('exam'));
  const subject = oneOf(SUBJECTS, params.get('subject'));
  const page = positiveInt(params.get('page')) ?? 1;
  const { data: user } = useCurrentUser();
  const options = useCourseFilters();
  const classes = usePublicClasses(
    { page, pageSize: PAGE_SIZE, ...(exam ? { exam } : {}), ...(subject ? { subject } : {}) },
    user?.id ?? null,
  );
  const enrol = useEnrolCourse();
  // Enrolled on this visit: said at once, before the refreshed list says so too.
  const [joined, setJoined] = useState<ReadonlySet<number>>(new Set());

  const join = (course: PublicClass) => {
    if (!user) {
      openAuthDialog('login');
      return;
    }
    enrol.mutate(course.id, {
      onSuccess: () => setJoined((ids) => new Set(ids).add(course.id)),
    });
  };

  let body;
  if (classes.isPending) {
    body = (
      <div className={styles.list} aria-busy="true">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className={styles.placeholder}>
            <Skeleton active paragraph={{ rows: 3 }} />
          </div>
        ))}
      </div>
    );
  } else if (classes.isError) {
    body = (
      <Result
        status="warning"
        title="公开课加载失败"
        subTitle={classes.error.message || '请稍后再试'}
        extra={
          <Button type="primary" onClick={() => void classes.refetch()}>
            重新加载
          </Button>
        }
      />
    );
  } else if (classes.data.list.length === 0) {
    body = (
      <Empty
        className={styles.empty}
        description={exam || subject ? '该分类暂无公开课，换个条件试试' : '暂无公开课'}
      />
    );
  } else {
    body = (
      <>
        <ul
          className={`${styles.list} ${classes.isPlaceholderData ? styles.refreshing : ''}`}
          aria-label="公开课列表"
        >
          {classes.data.list.map((course) => (
            <li key={course.id} className={styles.item} data-testid="public-class">
              <Link to={courseUrl(course)} className={styles.coverBox} tabIndex={-1} aria-hidden>
                <img
                  className={styles.cover}
                  src={course.cover.url}
                  width={course.cover.width}
                  height={course.cover.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              </Link>
              <div className={styles.body}>
                <h2 className={styles.title}>
                  <span className={styles.free}>免费</span>
                  <Link to={courseUrl(course)}>{course.title}</Link>
                </h2>
                <p className={styles.subtitle}>{course.subtitle}</p>
                {course.startsAt && (
                  <p className={styles.time}>
                    <ClockCircleOutlined /> {liveTimeText(course.startsAt)}
                  </p>
                )}
                <TeacherAvatars teachers={course.teachers} />
                <p className={styles.meta}>
                  {course.exam} · {course.subject} · {course.lessonCount}节
                  {course.totalMinutes > 0 && ` · ${formatMinutes(course.totalMinutes)}`} ·{' '}
                  {course.sales}人已报名
                </p>
                <div className={styles.actions}>
                  {course.enrolled || joined.has(course.id) ? (
                    <>
                      <span className={styles.joined}>
                        <CheckCircleFilled /> 已报名
                      </span>
                      <LinkButton type="primary" to={playUrl(course.id)}>
                        进入学习
                      </LinkButton>
                    </>
                  ) : (
                    <Button
                      type="primary"
                      loading={enrol.isPending && enrol.variables === course.id}
                      onClick={() => join(course)}
                    >
                      免费报名
                    </Button>
                  )}
                  <LinkButton to={courseUrl(course)}>查看详情</LinkButton>
                </div>
              </div>
            </li>
          ))}
        </ul>
        {classes.data.total > PAGE_SIZE && (
          <Pagination
            className={styles.pagination}
            align="center"
            current={page}
            pageSize={PAGE_SIZE}
            total={classes.data.total}
            showSizeChanger={false}
            onChange={(next) => update({ page: next === 1 ? null : next })}
          />
        )}
      </>
    );
  }

  return (
    <PageShell title="公开课">
      <p className={styles.lead}>名师公开课，免费报名即可观看直播与回放。</p>
      <FilterRows
        rows={[
          {
            key: 'exam',
            label: '考试',
            options: optionsOf(options.data?.exams, EXAMS),
            value: exam,
          },
          {
            key: 'subject',
            label: '科目',
            options: optionsOf(options.data?.subjects, SUBJECTS),
            value: subject,
          },
        ]}
        onChange={(key, value) => update({ [key]: value, page: null })}
      />
      {body}
    </PageShell>
  );
}
