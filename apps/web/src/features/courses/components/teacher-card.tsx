import type { Teacher } from '../types';
import styles from './teacher-card.module.css';

/** A teacher: the drawn avatar (its box reserved by its size), name, title, years and intro. */
export function TeacherCard({ teacher }: { teacher: Teacher }) {
  return (
    <article className={styles.card}>
      <img
        className={styles.avatar}
        src={teacher.avatar.url}
        width={teacher.avatar.width || 120}
        height={teacher.avatar.height || 120}
        alt={`${teacher.name}老师`}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.who}>
        <h3 className={styles.name}>
          {teacher.name}
          <span className={styles.title}>{teacher.title}</span>
        </h3>
        <p className={styles.meta}>教龄{teacher.years}年</p>
        <p className={styles.intro}>{teacher.intro}</p>
      </div>
    </article>
  );
}
