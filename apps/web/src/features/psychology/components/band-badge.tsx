import { levelColor } from '../lib/levels';
import styles from '../psychology.module.css';

/** A band's name in its level's colour: 良好 green … 较高 red. */
export function BandBadge({ level, name }: { level: number; name: string }) {
  const color = levelColor(level);
  return (
    <span className={styles.band} style={{ color, borderColor: color }}>
      {name}
    </span>
  );
}
