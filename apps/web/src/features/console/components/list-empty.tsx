import styles from './list-empty.module.css';

/** What a console list shows when it holds nothing yet: what is missing and how to add it. */
export function ListEmpty({ title, hint }: { title: string; hint: string }) {
  return (
    <div className={styles.empty}>
      <p className={styles.title}>{title}</p>
      <p className={styles.hint}>{hint}</p>
    </div>
  );
}
