import { StarFilled } from '@ant-design/icons';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/link-button/link-button';
import { courseUrl, ownTags } from '../course-links';
import { courseValidityText, formatMinutes } from '../course-format';
import type { CourseCard } from '../types';
import styles from './course-row.module.css';
import { PriceTag } from './price-tag';
import { TeacherAvatars } from './teacher-avatars';

/**
 * One course of the searchable list: the cover at its stored size beside everything a
 * comparison needs — kind, exam and subject, teachers, lessons and minutes, rating, validity,
 * enrolments and the price.
 */
export function CourseRow({ course }: { course: CourseCard }) {
  const to = courseUrl(course);
  return (
    <article className={styles.row} data-testid="course-row">
      <Link to={to} className={styles.coverBox} tabIndex={-1} aria-hidden>
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
        <h3 className={styles.title}>
          <Link to={to}>{course.title}</Link>
        </h3>
        <div className={styles.tags}>
          <Tag color="blue">{course.kindText}</Tag>
          <Tag>{course.exam}</Tag>
          <Tag>{course.subject}</Tag>
          {ownTags(course)
            .slice(0, 3)
            .map((tag) => (
              <Tag key={tag} color="orange">
                {tag}
              </Tag>
            ))}
        </div>
        <p className={styles.subtitle}>{course.subtitle}</p>
        <div className={styles.meta}>
          <TeacherAvatars teachers={course.teachers} />
          <span>
            {course.lessonCount}课时
            {course.totalMinutes > 0 && ` · ${formatMinutes(course.totalMinutes)}`}
          </span>
          {course.rating !== null && (
            <span className={styles.rating}>
              <StarFilled /> {course.rating.toFixed(1)}
            </span>
          )}
          <span>{courseValidityText(course)}</span>
        </div>
      </div>
      <div className={styles.side}>
        <PriceTag course={course} />
        <span className={styles.sales}>{course.sales}人已报名</span>
        <LinkButton type="primary" ghost to={to}>
          查看详情
        </LinkButton>
      </div>
    </article>
  );
}
