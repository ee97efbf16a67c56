import type { CardStatus } from '@shangan/shared/contracts/video-teaching/cards';
import type { LockState } from '@shangan/shared/contracts/video-teaching/lectures';

/** 40秒, 1分20秒, 3分钟. */
export function describeLength(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest}秒`;
  return rest === 0 ? `${minutes}分钟` : `${minutes}分${rest}秒`;
}

/** How a lecture may be watched, as its tag says it. */
export const LOCK_LABELS: Record<LockState, string> = {
  unlocked: '已解锁',
  vip: 'VIP畅看',
  locked: '未解锁',
};

export const CARD_STATUS_LABELS: Record<CardStatus, string> = {
  usable: '可使用',
  used: '已使用',
  expired: '已过期',
};

const DAY_MS = 86_400_000;

/**
 * How long a usable card has left, by the person's own clock: 今天到期 within a day, else
 * 剩N天. The date itself is shown beside it in China time.
 */
export function timeLeft(expiresAt: string, now = Date.now()): string {
  const left = Date.parse(expiresAt) - now;
  if (left <= 0) return '已到期';
  if (left < DAY_MS) return '今天到期';
  return `剩${Math.ceil(left / DAY_MS)}天`;
}
