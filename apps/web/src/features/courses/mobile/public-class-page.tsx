import { Button } from 'antd-mobile';
import { CheckCircleFill, ClockCircleOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MobilePage, PagedList } from '../../../components/mobile';
import { FilterChips } from '../../../components/mobile/filter-chips';
import { useSendToLogin } from '../../../components/mobile/use-send-to-login';
import { useCurrentUser } from '../../../lib/current-user';
import { mobilePathTo } from '../../../lib/mobile-paths';
import { useCourseFilters } from '../api/course-filters';
import { useEnrolCourse } from '../api/enrol-course';
import { usePublicClassPages } from '../api/public-classes';
import { EXAMS, SUBJECTS } from '../catalogue-options';
import { formatMinutes, liveTimeText, teacherNames } from '../course-format';
import { optionsOf } from '../filter-options';
import { useSearchState } from '../hooks/use-search-state';
import { oneOf } from '../params';
import type { PublicClass } from '../types';
import styles from './public-class-page.module.css';

const PAGE_SIZE = 8;

interface ClassItemProps {
  course: PublicClass;
  joined: boolean;
  joining: boolean;
  onJoin: () => void;
  eager: boolean;
}

function ClassItem({ course, joined, joining, onJoin, eager }: ClassItemProps) {
  const navigate = useNavigate();
  const detail = mobilePathTo('MCourseDetail', {}, { id: course.id });
  const teachers = teacherNames(course);
  return (
    <article className={styles.item} data-testid="public-class">
      <Link to={detail} className={styles.link}>
        <span className={styles.coverBox}>
          <img
            className={styles.cover}
            src={course.cover.url}
            width={course.cover.width}
            height={course.cover.height}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        </span>
        <span className={styles.title}>
          <span className={styles.free}>免费</span>
          {course.title}
        </span>
        {course.subtitle && <span className={styles.subtitle}>{course.subtitle}</span>}
      </Link>
      {course.startsAt && (
        <p className={styles.time}>
          <ClockCircleOutline /> {liveTimeText(course.startsAt)}
        </p>
      )}
      <p className={styles.meta}>
        {teachers && `${teachers} · `}
        {course.exam} · {course.subject} · {course.lessonCount}节
        {course.totalMinutes > 0 && ` · ${formatMinutes(course.totalMinutes)}`} · {course.sales}
        人已报名
      </p>
      <div className={styles.actions}>
        {joined ? (
          <>
            <span className={styles.joined}>
              <CheckCircleFill /> 已报名
            </span>
            <Button
              color="primary"
              size="small"
              className={styles.action}
              onClick={() => void navigate(mobilePathTo('MPlay', {}, { courseId: course.id }))}
            >
              进入学习
            </Button>
          </>
        ) : (
          <Button
            color="primary"
            size="small"
            className={styles.action}
            loading={joining}
            onClick={onJoin}
          >
            免费报名
          </Button>
        )}
      </div>
    </article>
  );
}

/**
 * /publicClass (公开课): the free open classes, newest first, by exam and subject as touch
 * chips, each with its live time (or 可看回放 once started), teachers and enrolments; 免费报名
 * (a visitor logs in first) and, for a class the learner is in, 进入学习.
 */
export default function MobilePublicClassPage() {
  const { params, update } = useSearchState();
  const exam = oneOf(EXAMS, params.get('exam'));
  const subject = oneOf(SUBJECTS, params.get('subject'));
  const user = useCurrentUser();
  const sendToLogin = useSendToLogin();
  const options = useCourseFilters();
  const classes = usePublicClassPages(
    { pageSize: PAGE_SIZE, ...(exam ? { exam } : {}), ...(subject ? { subject } : {}) },
    user.data?.id ?? null,
  );
  const enrol = useEnrolCourse();
  // Enrolled on this visit: said at once, before the refreshed list says so too.
  const [joined, setJoined] = useState<ReadonlySet<number>>(new Set());

  const join = (course: PublicClass) => {
    if (!user.data) {
      sendToLogin();
      return;
    }
    enrol.mutate(course.id, {
      onSuccess: () => setJoined((ids) => new Set(ids).add(course.id)),
    });
  };

  return (
    <MobilePage title="公开课">
      <div className={styles.filters}>
        <p className={styles.lead}>名师公开课，免费报名即可观看直播与回放</p>
        <FilterChips
          label="考试"
          options={optionsOf(options.data?.exams, EXAMS)}
          value={exam}
          onChange={(next) => update({ exam: next }, { replace: true })}
        />
        <FilterChips
          label="科目"
          options={optionsOf(options.data?.subjects, SUBJECTS)}
          value={subject}
          onChange={(next) => update({ subject: next }, { replace: true })}
        />
      </div>
      <PagedList
        query={classes}
        itemsOf={(page) => page.list}
        emptyText={exam || subject ? '该分类暂无公开课，换个条件试试' : '暂无公开课'}
        renderItem={(course, index) => (
          <ClassItem
            key={course.id}
            course={course}
            eager={index === 0}
            joined={course.enrolled || joined.has(course.id)}
            joining={enrol.isPending && enrol.variables === course.id}
            onJoin={() => join(course)}
          />
        )}
      />
    </MobilePage>
  );
}
