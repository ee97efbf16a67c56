import { Progress, Tag } from 'antd';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/link-button/link-button';
import { formatDate, formatDateTime } from '../../../lib/format';
import { courseUrl, playUrl, studyPageUrl } from '../course-links';
import { formatMinutes } from '../course-format';
import type { MyCourse } from '../types';
import styles from './my-course-item.module.css';

/**
 * One course the learner holds: cover, title, how it came (已购买, 免费报名, VIP免费, 套餐内),
 * progress, lessons done and minutes, the lesson last studied and when, the validity, and
 * 继续学习 (the player at that lesson) or 重新购买 once it has expired.
 */
export function MyCourseItem({ item }: { item: MyCourse }) {
  const { course, stats } = item;
  const studyTo = studyPageUrl(course);
  const canPlay = course.kind !== 'package' && stats.videoLessonCount > 0;
  const continueTo = canPlay ? playUrl(course.id, stats.lastLesson?.id) : studyTo;
  return (
    <article
      className={`${styles.item} ${item.expired ? styles.expired : ''}`}
      data-testid="my-course"
    >
      <Link to={studyTo} className={styles.coverBox} tabIndex={-1} aria-hidden>
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
          <Link to={studyTo}>{course.title}</Link>
        </h3>
        <div className={styles.tags}>
          <Tag color={item.expired ? 'default' : 'blue'}>{item.sourceText}</Tag>
          <Tag>{course.kindText}</Tag>
          {item.viaPackage && <span className={styles.via}>来自套餐：{item.viaPackage.title}</span>}
        </div>
        <div className={styles.progressRow}>
          <Progress
            percent={stats.percent}
            size="small"
            className={styles.progress}
            aria-label={`学习进度${stats.percent}%`}
          />
        </div>
        <p className={styles.meta}>
          已学完 {stats.lessonsDone}/{stats.videoLessonCount} 节 · 已学{' '}
          {formatMinutes(stats.minutesWatched)}
          {stats.totalMinutes > 0 && ` / 共${formatMinutes(stats.totalMinutes)}`}
        </p>
        <p className={styles.meta}>
          {stats.lastLesson
            ? `上次学到：${stats.lastLesson.title}（${formatDateTime(stats.lastStudiedAt)}）`
            : '还没有开始学习'}
        </p>
      </div>
      <div className={styles.side}>
        <span className={item.expired ? styles.expiredText : styles.validity}>
          {item.expired
            ? `已于${formatDate(item.expiresAt)}过期`
            : item.expiresAt
              ? `有效期至${formatDate(item.expiresAt)}`
              : '永久有效'}
        </span>
        {item.expired ? (
          <LinkButton type="primary" ghost to={courseUrl(course)}>
            重新购买
          </LinkButton>
        ) : (
          <LinkButton type="primary" to={continueTo}>
            {stats.lastLesson ? '继续学习' : '开始学习'}
          </LinkButton>
        )}
        <Link to={studyTo} className={styles.outlineLink}>
          课程目录
        </Link>
      </div>
    </article>
  );
}
