import { useEffect, useState } from 'react';

/**
 * Milliseconds left until `deadline` (an ISO time from the server), ticking once a second;
 * null without a deadline. The clock is read in timers, never during render.
 */
export function useCountdown(deadline: string | null | undefined): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return undefined;
    const tick = () => setNow(Date.now());
    // At once as well: the clock may be stale from before this deadline existed.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [deadline]);
  if (!deadline) return null;
  const end = new Date(deadline).getTime();
  return Number.isNaN(end) ? null : Math.max(0, end - now);
}
