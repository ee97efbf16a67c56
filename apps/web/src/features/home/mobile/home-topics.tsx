import { Link } from 'react-router';
import { mobilePathTo } from '../../../lib/mobile-paths';
import type { TopicSummary } from '../types';
import styles from './home-topics.module.css';

/** Hot topics (专题) as a row of cards the finger scrolls; their covers wait until near. */
export function HomeTopics({ topics }: { topics: TopicSummary[] }) {
  return (
    <ul className={styles.row}>
      {topics.map((topic) => (
        <li key={topic.id} className={styles.item}>
          <Link to={mobilePathTo('MSpecialDetail', { id: topic.id })} className={styles.card}>
            {topic.cover ? (
              // 640×240 seeded covers; below the fold, so they load when scrolled near.
              <img
                src={topic.cover}
                alt=""
                width={640}
                height={240}
                loading="lazy"
                decoding="async"
                className={styles.cover}
              />
            ) : (
              <span className={styles.cover} aria-hidden="true" />
            )}
            <strong className={styles.title}>{topic.title}</strong>
            <span className={styles.count}>
              {topic.classification} · {topic.articleCount} 篇
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
