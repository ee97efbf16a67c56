import { useEffect, useState } from 'react';

/**
 * How far the server's clock is ahead of this browser's, in ms. The server read its clock
 * somewhere between sending and receiving: the midpoint halves the error a slow answer adds.
 * A contest opens and closes on the server's clock, and a browser's clock may be minutes off.
 */
export function clockOffset(serverNow: string, sentAt: number, receivedAt: number): number {
  const server = Date.parse(serverNow);
  if (Number.isNaN(server)) return 0;
  return server - (sentAt + receivedAt) / 2;
}

/**
 * The server's time now (this browser's clock moved by `offsetMs`), ticking once a second
 * while `running`. The clock is read in timers, never during render.
 */
export function useServerNow(offsetMs: number, running = true): number {
  const [local, setLocal] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    const tick = () => setLocal(Date.now());
    // At once as well: the clock may be stale from before this page showed.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [running]);
  return local + offsetMs;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 2天 03:12:45, 03:12:45 or 12:45 — what is left, never negative. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const clock =
    days > 0 || hours > 0
      ? `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`
      : `${pad(minutes)}:${pad(seconds)}`;
  return days > 0 ? `${days}天 ${clock}` : clock;
}
