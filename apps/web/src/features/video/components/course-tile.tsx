import { PlayCircleFilled } from '@ant-design/icons';
import { Link } from 'react-router';
import type { CourseCard } from '../api/course';
import styles from './course-tile.module.css';

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
        <p className={styles.meta}>
          {teachers && <span>{teachers}</span>}
          <span>
            {course.lessonCount}课时 · {course.totalMinutes}分钟 · {course.sales}人学习
          </span>
        </p>
        <div className={styles.footer}>
          <strong
            className={course.isFree || course.isVipFree ? styles.free : styles.price}
            data-testid="course-price"
          >
            {course.priceText}
          </strong>
          <span className={styles.play}>
            <PlayCircleFilled /> {playText}
          </span>
        </div>
      </div>
    </Link>
  );
}
