import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './article-cell.module.css';

interface ArticleCellProps {
  /** Path inside the mobile router. */
  to: string;
  title: ReactNode;
  /** A line of text under the title (search snippets); lists of titles leave it out. */
  summary?: ReactNode;
  /** Small grey facts under the title (column, date …); empty ones are left out. */
  meta?: ReadonlyArray<string | false | null | undefined>;
  /** Hot lists number their entries, the first three in the brand colour. */
  rank?: number;
}

/**
 * One entry of an article list on a phone: the whole row is the link (a 44 px target at least),
 * the title on at most two lines, then its facts.
 */
export function ArticleCell({ to, title, summary, meta = [], rank }: ArticleCellProps) {
  const facts = meta.filter((item): item is string => !!item);
  return (
    <Link to={to} className={styles.cell}>
      {rank !== undefined ? (
        <span className={rank <= 3 ? `${styles.rank} ${styles.top}` : styles.rank}>{rank}</span>
      ) : null}
      <span className={styles.body}>
        <span className={styles.title}>{title}</span>
        {summary ? <span className={styles.summary}>{summary}</span> : null}
        {facts.length > 0 ? (
          <span className={styles.meta}>
            {facts.map((fact, index) => (
              <span key={index}>{fact}</span>
            ))}
          </span>
        ) : null}
      </span>
    </Link>
  );
}
