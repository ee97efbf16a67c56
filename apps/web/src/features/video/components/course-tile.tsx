import { PlayCircleFilled } from '@ant-design/icons';
import { Link } from 'react-router';
import { yuan } from '../../../lib/format';
import type { CourseCard } from '../api/course';
import styles from './course-tile.module.css';

/**
 * 免费, or the price (with VIP免费 beside it for a course members study free): the catalogue's
 * way, so a non-member is not told a paid course is free.
 */
function Price({ course }: { course: CourseCard }) {
  if (course.isFree) {
    return (
      <strong className={styles.free} data-testid="course-price">
        免费
      </strong>
    );
  }
  return (
    <span className={styles.priced} data-testid="course-price">
      <strong className={styles.price}>{yuan(course.price)}</strong>
      {course.isVipFree && <span className={styles.vipFree}>VIP免费</span>}
    </span>
  );
}

interface CourseTileProps {
  course: CourseCard;
  /** Where the tile leads (the player, usually). */
  to: string;
  /** The call to action drawn over the cover, e.g. 免费试看 or 立即观看. */
  playText: string;
}

/**
 * One course of a video list: its cover (which carries its own kind mark and play sign), title,
 * teachers, length, learners, price and the call to play.
 */
export function CourseTile({ course, to, playText }: CourseTileProps) {
  const teachers = course.teachers.map((teacher) => teacher.name).join('、');
  return (
    <Link to={to} className={styles.tile} aria-label={course.title}>
      <div className={styles.coverBox}>
        <img
          className={styles.cover}
          src={course.cover.url}
          width={course.cover.width}
          height={course.cover.height}
          alt=""
          loading="lazy"
          decoding="async"
        />
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{course.title}</h3>
        {course.subtitle && <p className={styles.subtitle}>{course.subtitle}</p>}
        {teachers && <p className={styles.teachers}>{teachers}</p>}
        <p className={styles.meta}>
          <span>{course.lessonCount}课时</span>
          <span>{course.totalMinutes}分钟</span>
          <span>{course.sales}人学习</span>
        </p>
        <div className={styles.footer}>
          <Price course={course} />
          <span className={styles.play}>
            <PlayCircleFilled /> {playText}
          </span>
        </div>
      </div>
    </Link>
  );
}
