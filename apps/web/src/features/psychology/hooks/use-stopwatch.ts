import { useCallback, useEffect, useRef, useState } from 'react';

/** How often the shown time moves on: smooth enough for the breathing circle. */
const TICK_MS = 100;

/**
 * The elapsed time of a guided exercise, which the person can pause, resume, move and reset.
 * Measured from the clock rather than counted in ticks, so a slow or throttled tab (a phone
 * with its screen dimmed) never makes the exercise drift.
 */
export function useStopwatch() {
  const [elapsed, setElapsed] = useState(0);
  const [running, setRunning] = useState(false);
  // Elapsed time banked before the current run, and when the current run began.
  const banked = useRef(0);
  const since = useRef(0);

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      setElapsed(banked.current + (Date.now() - since.current));
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  const start = useCallback(() => {
    since.current = Date.now();
    setRunning(true);
  }, []);

  const pause = useCallback(() => {
    banked.current += Date.now() - since.current;
    setElapsed(banked.current);
    setRunning(false);
  }, []);

  /** Moves to this elapsed time, keeping the stopwatch running or paused as it was. */
  const seek = useCallback((ms: number) => {
    banked.current = Math.max(0, ms);
    since.current = Date.now();
    setElapsed(banked.current);
  }, []);

  const reset = useCallback(() => {
    banked.current = 0;
    since.current = Date.now();
    setElapsed(0);
    setRunning(false);
  }, []);

  return { elapsed, running, start, pause, seek, reset };
}
