import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import styles from './progress-gauge.module.css';

/** Fill time in ms, radius and stroke width unless a page says otherwise. */
export const GAUGE_DEFAULTS = { duration: 1200, radius: 50, strokeWidth: 10 } as const;

export interface ProgressGaugeProps {
  /** 0–100. */
  value: number;
  duration?: number;
  radius?: number;
  strokeWidth?: number;
  color?: string;
  trackColor?: string;
  /** Under the number (e.g. 正确率). */
  label?: ReactNode;
  /** How the number reads; defaults to a percentage with at most one decimal. */
  format?: (value: number) => string;
}

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/** The semicircular progress gauge: display only, it fills up once. */
export function ProgressGauge({
  value,
  duration = GAUGE_DEFAULTS.duration,
  radius = GAUGE_DEFAULTS.radius,
  strokeWidth = GAUGE_DEFAULTS.strokeWidth,
  color = 'var(--brand-color)',
  trackColor = '#eef0f3',
  label,
  format = (shown) => `${Math.round(shown * 10) / 10}%`,
}: ProgressGaugeProps) {
  const target = Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
  const [shown, setShown] = useState(0);

  useEffect(() => {
    let frame = 0;
    const started = performance.now();
    const step = (now: number) => {
      const t = duration <= 0 ? 1 : Math.min(1, (now - started) / duration);
      setShown(target * easeOutCubic(t));
      if (t < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, duration]);

  const half = strokeWidth / 2;
  const width = radius * 2 + strokeWidth;
  const height = radius + strokeWidth;
  const arc = `M ${half} ${radius + half} A ${radius} ${radius} 0 0 1 ${radius * 2 + half} ${radius + half}`;
  const length = Math.PI * radius;
  return (
    <div
      className={styles.gauge}
      role="meter"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={target}
    >
      <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true">
        <path
          d={arc}
          fill="none"
          stroke={trackColor}
          strokeWidth={strokeWidth}
          strokeLinecap="round"
        />
        <path
          d={arc}
          fill="none"
          stroke={color}
          strokeWidth={strokeWidth}
          strokeLinecap="round"
          strokeDasharray={length}
          strokeDashoffset={length * (1 - shown / 100)}
          data-testid="gauge-arc"
        />
      </svg>
      <div className={styles.value}>
        <strong>{format(shown)}</strong>
        {label && <span>{label}</span>}
      </div>
    </div>
  );
}
