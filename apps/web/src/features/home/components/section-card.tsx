import type { ReactNode } from 'react';
import styles from './home.module.css';

interface SectionCardProps {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A white block with a titled header, the building unit of the home page. */
export function SectionCard({ title, extra, children, className }: SectionCardProps) {
  return (
    <section className={className ? `${styles.card} ${className}` : styles.card}>
      <header className={styles.cardHeader}>
        <h2 className={styles.cardTitle}>{title}</h2>
        {extra}
      </header>
      {children}
    </section>
  );
}
