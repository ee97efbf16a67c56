import type { TeacherBrief } from '../types';
import styles from './teacher-avatars.module.css';

/** A course's teachers as a row of small round avatars with their names (at most three). */
export function TeacherAvatars({
  teachers,
  max = 3,
}: {
  teachers: readonly TeacherBrief[];
  max?: number;
}) {
  if (teachers.length === 0) return null;
  const shown = teachers.slice(0, max);
  return (
    <span className={styles.teachers}>
      <span className={styles.faces}>
        {shown.map((teacher) => (
          <img
            key={teacher.id}
            className={styles.face}
            src={teacher.avatar.url}
            width={24}
            height={24}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ))}
      </span>
      <span className={styles.names}>
        {shown.map((teacher) => teacher.name).join('、')}
        {teachers.length > max && ' 等'}
      </span>
    </span>
  );
}
