import { useEffect, useState } from 'react';
import { startText } from '../lib/live-format';

/** 今天 19:30 / 明天 19:30 / 05-03 周六 19:30, by today's date in China. */
export function StartTime({ startsAt }: { startsAt: string }) {
  const now = useNow();
  return <time dateTime={startsAt}>{startText(startsAt, now)}</time>;
}

/** The time now, read again every minute (a page left open: today may become yesterday). */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
