import { useEffect, useRef, useState } from 'react';
import type { BandCode } from '@shangan/shared/contracts/bounded-practice';
import { BAND_LABELS } from '../lib/bands';
import styles from '../bounded-practice.module.css';

/**
 * The band as a coloured badge (基础 green, 进阶 blue, 冲刺 red). When the band changes on screen
 * the badge pops, so a move after a round is noticed.
 */
export function BandBadge({ band, label = '当前难度' }: { band: BandCode; label?: string }) {
  const previous = useRef(band);
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (previous.current === band) return;
    previous.current = band;
    setMoved(true);
    const timer = window.setTimeout(() => setMoved(false), 1000);
    return () => window.clearTimeout(timer);
  }, [band]);
  return (
    <span
      className={`${styles.badge} ${styles[band]} ${moved ? styles.badgeMoved : ''}`}
      aria-label={`${label}：${BAND_LABELS[band]}`}
      title={label}
    >
      {BAND_LABELS[band]}
    </span>
  );
}
