import { Link } from 'react-router';
import type { CourseCard as Course } from '../types';
import { courseUrl } from '../course-links';
import styles from './course-card.module.css';
import { PriceTag } from './price-tag';
import { TeacherAvatars } from './teacher-avatars';

/**
 * One course of a grid: the cover at its stored size (the width and height attributes reserve
 * its box before it arrives, so nothing below moves), its kind, title, teachers, lessons, price
 * (免费 / VIP免费 / ￥) and how many have enrolled.
 */
export function CourseCardView({ course }: { course: Course }) {
  return (
    <Link to={courseUrl(course)} className={styles.card} data-testid="course-card">
      <div className={styles.coverBox}>
        <img
          className={styles.cover}
          src={course.cover.url}
          width={course.cover.width}
          height={course.cover.height}
          alt={`${course.title}封面`}
          loading="lazy"
          decoding="async"
        />
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{course.title}</h3>
        <p className={styles.subtitle}>
          <span className={styles.kind}>{course.kindText}</span>
          {course.subtitle}
        </p>
        <TeacherAvatars teachers={course.teachers} />
        <div className={styles.foot}>
          <PriceTag course={course} />
          <span className={styles.meta}>
            <span>{course.lessonCount}课时</span>
            <span>{course.sales}人已报名</span>
          </span>
        </div>
      </div>
    </Link>
  );
}
