import { Link } from 'react-router';
import type { Teaser } from '../types';
import styles from './home.module.css';

/** Course and book teasers: links into the shop and online school. */
export function Teasers({ items, kind }: { items: Teaser[]; kind: 'course' | 'book' }) {
  return (
    <ul className={styles.teasers}>
      {items.map((item) => (
        <li key={item.id}>
          <Link to={item.link} className={styles.teaser}>
            {item.cover ? (
              // Below the fold on the home page; fixed 4:3 size so the list does not jump.
              <img
                src={item.cover}
                alt={`${item.title}封面`}
                width={64}
                height={48}
                loading="lazy"
                decoding="async"
                className={styles.teaserCover}
              />
            ) : (
              <span className={kind === 'course' ? styles.teaserCourse : styles.teaserBook}>
                {kind === 'course' ? '课' : '书'}
              </span>
            )}
            <span className={styles.teaserText}>
              <strong>{item.title}</strong>
              <span>{item.subtitle}</span>
            </span>
            <span className={styles.price}>
              {item.price === '0.00' ? '免费' : `¥${item.price}`}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
