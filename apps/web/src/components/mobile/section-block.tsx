import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './section-block.module.css';

interface SectionBlockProps {
  title: string;
  /** A "more" link at the right of the heading: its words and its path in the mobile router. */
  more?: { label?: string; to: string };
  children: ReactNode;
  className?: string;
}

/** A white block with a heading, the building unit of the portal pages on a phone. */
export function SectionBlock({ title, more, children, className }: SectionBlockProps) {
  return (
    <section className={className ? `${styles.block} ${className}` : styles.block}>
      <header className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
        {more ? (
          <Link to={more.to} className={styles.more}>
            {more.label ?? '更多'}
          </Link>
        ) : null}
      </header>
      {children}
    </section>
  );
}
