import type { ProgrammeSession } from '../types';
import styles from './programme.module.css';

/** 课程安排: the sessions in order, each with its topics and length. */
export function Programme({ sessions }: { sessions: ProgrammeSession[] }) {
  if (sessions.length === 0) return <p className={styles.none}>课程安排将由老师与您确认</p>;
  return (
    <ol className={styles.sessions}>
      {sessions.map((session) => (
        <li key={session.title} className={styles.session}>
          <div className={styles.head}>
            <span className={styles.title}>{session.title}</span>
            <span className={styles.minutes}>{session.minutes}分钟</span>
          </div>
          <ul className={styles.topics}>
            {session.topics.map((topic) => (
              <li key={topic}>{topic}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
