import { LIVE_STATE_LABELS } from '@shangan/shared';
import type { LiveState } from '@shangan/shared/contracts/live';
import { chinaTime } from '../../../lib/format';

/**
 * When a class starts, as a schedule says it: 今天 19:30, 明天 19:30, 05-03 周六 19:30, and the
 * year too when it is not this year's. `now` is passed in so a render never reads the clock.
 */
export function startText(iso: string, now: number): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const when = chinaTime(date);
  const today = chinaTime(now);
  const tomorrow = chinaTime(now + 86_400_000);
  const yesterday = chinaTime(now - 86_400_000);
  if (when.date === today.date) return `今天 ${when.clock}`;
  if (when.date === tomorrow.date) return `明天 ${when.clock}`;
  if (when.date === yesterday.date) return `昨天 ${when.clock}`;
  const day = when.year === today.year ? when.date.slice(5) : when.date;
  return `${day} ${when.weekday} ${when.clock}`;
}

/** 19:30, the time of a chat message. */
export function clockText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : chinaTime(date).clock;
}

/** 2天3小时, 01:02:03: what is left until a class starts. */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  if (days > 0) return hours > 0 ? `${days}天${hours}小时` : `${days}天`;
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

/** 1.2万: an online count on a badge. */
export function countText(count: number): string {
  return count >= 10_000 ? `${(count / 10_000).toFixed(1).replace(/\.0$/, '')}万` : String(count);
}

export function stateLabel(state: LiveState): string {
  return LIVE_STATE_LABELS[state];
}
