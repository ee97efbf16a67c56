import { useEffect, useRef } from 'react';
import type { MockExamExplain } from '../api/mock-exam-explain';
import { nextBoundary, nextMoment } from '../lib/contest-clock';
import { formatRemaining, useServerNow } from '../lib/server-clock';
import styles from './countdown.module.css';

interface CountdownProps {
  explain: MockExamExplain;
  /** Server time minus local time, from the answer that carried `explain`. */
  offsetMs: number;
  /** A window opened or closed: what the page offers must be asked for again. */
  onBoundary: () => void;
}

/**
 * The live countdown of the contest page, on the server's clock: to the opening of
 * applications, to a stage's start, to its end. When one of the contest's times passes the
 * page asks the server again, which alone says what is possible now.
 */
export function Countdown({ explain, offsetMs, onBoundary }: CountdownProps) {
  const running = explain.state !== 'ended';
  const now = useServerNow(offsetMs, running);
  const moment = running ? nextMoment(explain, now) : null;
  const boundary = running ? nextBoundary(explain, now) : null;

  const seen = useRef(boundary);
  const latest = useRef(onBoundary);
  useEffect(() => {
    latest.current = onBoundary;
  });
  useEffect(() => {
    // The next boundary moved on: the one before it has just passed.
    if (seen.current !== null && boundary !== seen.current) latest.current();
    seen.current = boundary;
  }, [boundary]);

  if (!moment) return null;
  return (
    <div className={styles.countdown} role="timer" aria-label={moment.label}>
      <span className={styles.label}>{moment.label}</span>
      <span className={styles.clock} data-testid="mock-countdown">
        {formatRemaining(Date.parse(moment.at) - now)}
      </span>
    </div>
  );
}
