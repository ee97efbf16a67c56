import type { Coach } from '../types';
import styles from './coach-card.module.css';

/** A coach: the drawn avatar (its box reserved by its size), name, title, years and speciality. */
export function CoachCard({ coach }: { coach: Coach }) {
  return (
    <article className={styles.card} data-testid="coach">
      <img
        className={styles.avatar}
        src={coach.avatar.url}
        width={coach.avatar.width || 120}
        height={coach.avatar.height || 120}
        alt={`${coach.name}老师`}
        loading="lazy"
      />
      <div className={styles.who}>
        <h3 className={styles.name}>
          {coach.name}
          <span className={styles.title}>{coach.title}</span>
        </h3>
        <p className={styles.meta}>
          教龄{coach.years}年 · 擅长{coach.speciality}
        </p>
        <p className={styles.intro}>{coach.intro}</p>
      </div>
    </article>
  );
}
