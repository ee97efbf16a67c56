import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a countdown that ticks once a second and stops at 0 (SMS resend after 60 s). */
export function useCountdown(): { remaining: number; start: (seconds: number) => void } {
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((left) => Math.max(0, left - 1)), 1_000);
    return () => clearTimeout(timer);
  }, [remaining]);
  const start = useCallback((seconds: number) => setRemaining(seconds), []);
  return { remaining, start };
}
