import type { CheckReport } from '@shangan/shared/contracts/psychology';
import { levelColor, percentOf } from '../lib/levels';
import styles from '../psychology.module.css';

type ScoreBarProps = Pick<CheckReport, 'total' | 'minScore' | 'maxScore' | 'bands' | 'band'>;

/**
 * The total on its range, the range cut into its bands (each as wide as its share of the range,
 * in its level's colour), and a marker at the score.
 */
export function ScoreBar({ total, minScore, maxScore, bands, band }: ScoreBarProps) {
  const span = maxScore - minScore + 1;
  const at = percentOf(total, minScore, maxScore);
  return (
    <div
      className={styles.scoreBar}
      role="meter"
      aria-label="总分"
      aria-valuemin={minScore}
      aria-valuemax={maxScore}
      aria-valuenow={total}
      aria-valuetext={`${total} 分，${band.name}`}
    >
      <div className={styles.scoreTrack}>
        {bands.map((row) => (
          <div
            key={row.minScore}
            className={styles.scoreSegment}
            style={{
              flexGrow: row.maxScore - row.minScore + 1,
              flexBasis: 0,
              background: levelColor(row.level),
              opacity: row.level === band.level ? 1 : 0.35,
            }}
          />
        ))}
        <span className={styles.scoreMarker} style={{ left: `${at}%` }} aria-hidden="true" />
      </div>
      <div className={styles.scoreLegend} aria-hidden="true">
        {bands.map((row) => (
          <span
            key={row.minScore}
            style={{ flexGrow: (row.maxScore - row.minScore + 1) / span, flexBasis: 0 }}
          >
            {row.name}
            <small>
              {row.minScore}–{row.maxScore}
            </small>
          </span>
        ))}
      </div>
    </div>
  );
}
