import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CourseCard } from '@shangan/shared/contracts/courses/catalogue';
import { yuan } from '../../lib/format';
import styles from './mobile-course-card.module.css';

type Priced = Pick<CourseCard, 'price' | 'originalPrice' | 'isFree' | 'isVipFree'>;

/**
 * What a course costs, as the server said it: 免费, or the price with VIP免费 beside it for a
 * course members study free, or the price with the struck-through one.
 */
export function MobilePrice({ course, large = false }: { course: Priced; large?: boolean }) {
  if (course.isFree) {
    return (
      <strong className={`${styles.free} ${large ? styles.large : ''}`} data-testid="course-price">
        免费
      </strong>
    );
  }
  return (
    <span className={styles.priced} data-testid="course-price">
      <strong className={`${styles.price} ${large ? styles.large : ''}`}>
        {yuan(course.price)}
      </strong>
      {course.isVipFree ? (
        <span className={styles.vipFree}>VIP免费</span>
      ) : (
        course.originalPrice && <del className={styles.original}>{yuan(course.originalPrice)}</del>
      )}
    </span>
  );
}

interface MobileCourseCardProps {
  course: CourseCard;
  /** Where a tap leads (the course's page, or its player). */
  to: string;
  /** The first cards of a list are on the first screen: not lazily loaded. */
  eager?: boolean;
  /** Under the facts instead of the price (a live time, a study state). */
  extra?: ReactNode;
  /** On the right of the bottom line instead of nothing (免费观看, 已报名). */
  side?: ReactNode;
}

/**
 * One course of a mobile list: its 16:9 cover (which carries its own kind mark) beside the title (two lines at most), teachers,
 * lessons and learners, and the price. The cover's box is sized before the picture arrives.
 */
export function MobileCourseCard({
  course,
  to,
  eager = false,
  extra,
  side,
}: MobileCourseCardProps) {
  const teachers = course.teachers.map((teacher) => teacher.name).join('、');
  return (
    <Link to={to} className={styles.card} data-testid="course-card">
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
      <span className={styles.body}>
        <span className={styles.title}>{course.title}</span>
        {teachers && <span className={styles.teachers}>{teachers}</span>}
        {extra ?? (
          <span className={styles.meta}>
            {course.lessonCount}课时 · {course.sales}人学习
          </span>
        )}
        <span className={styles.bottom}>
          <MobilePrice course={course} />
          {side && <span className={styles.side}>{side}</span>}
        </span>
      </span>
    </Link>
  );
}
