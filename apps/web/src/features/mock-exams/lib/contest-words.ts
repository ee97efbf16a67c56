import type { EnlistExamKind } from '@shangan/shared/contracts/enlistment';
import type { MockExamState } from '@shangan/shared/contracts/mock-exams';
import { pathTo } from '../../../lib/paths';

/** The list's tabs: every contest, then one per state in the order a contest goes through. */
export const STATE_TABS = [
  { key: 'all', label: '全部' },
  { key: 'upcoming', label: '即将开始' },
  { key: 'applying', label: '报名中' },
  { key: 'running', label: '进行中' },
  { key: 'ended', label: '已结束' },
] as const;

export type StateTab = (typeof STATE_TABS)[number]['key'];

export const STATE_LABELS: Record<MockExamState, string> = {
  upcoming: '即将开始',
  applying: '报名中',
  running: '进行中',
  ended: '已结束',
};

export const STATE_COLORS: Record<MockExamState, string> = {
  upcoming: 'blue',
  applying: 'volcano',
  running: 'green',
  ended: 'default',
};

export const STAGE_LABELS = { xingce: '行测', shenlun: '申论' } as const;

export function explainUrl(mockExamId: number, query: Record<string, string | number> = {}) {
  return pathTo('MockExamExplain', {}, { mockExamId, ...query });
}

/** Where the result of a contest (or of one practice attempt of it) is shown. */
export function resultUrl(mockExamId: number, exerciseId?: number) {
  return `${explainUrl(mockExamId, exerciseId ? { exerciseId } : {})}#mock-result`;
}

/** A positive whole number from the address bar, or 0. */
export function idParam(value: string | null): number {
  if (!value || !/^\d{1,9}$/.test(value)) return 0;
  return Number(value);
}

/** 第3名 / 共1200人 */
export function rankText(rank: number | null, total: number | null): string {
  if (rank === null || total === null) return '—';
  return `${rank}/${total}`;
}

/** 86.5 → 86.5, 86 → 86: scores and percents as the server rounded them. */
export function num(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/**
 * The enlistment exams whose positions a contest of this exam type takes (the server refuses
 * others): 国考 positions for a 国考 contest, provincial ones for a 省考 contest …; null when no
 * position table serves the type.
 */
export function enlistKindOf(examType: string): EnlistExamKind | null {
  const kinds: Record<string, EnlistExamKind> = {
    国考: 'national',
    省考: 'provincial',
    选调: 'xuandiao',
    选调生: 'xuandiao',
  };
  return kinds[examType.trim()] ?? null;
}
