import { formatDateTime } from '../../../lib/format';
import { pathTo } from '../../../lib/paths';
import type { HomeworkListItem, HomeworkState } from '../types';

export const STATE_LABELS: Record<HomeworkState, string> = {
  todo: '未开始',
  draft: '作答中',
  submitted: '待批改',
  returned: '已退回',
  corrected: '已批改',
};

export const STATE_COLORS: Record<HomeworkState, string> = {
  todo: 'default',
  draft: 'processing',
  submitted: 'gold',
  returned: 'error',
  corrected: 'success',
};

/** The tabs of a homework list; 待完成 holds the ones not started, saved and sent back. */
export const LIST_TABS = [
  { key: 'todo', label: '待完成' },
  { key: 'submitted', label: '已提交' },
  { key: 'corrected', label: '已批改' },
] as const;
export type ListTab = (typeof LIST_TABS)[number]['key'];

export function tabOf(value: string | null): ListTab {
  return LIST_TABS.find((tab) => tab.key === value)?.key ?? 'todo';
}

/** A positive integer from the address (?id=, ?courseId=), or 0. */
export function idParam(value: string | null): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : 0;
}

export function deadlineText(deadline: string | null): string {
  return deadline ? `截止时间 ${formatDateTime(deadline)}` : '不限截止时间';
}

/** Answering is still open for this state (before hand-in, or sent back to be redone). */
export function isOpenState(state: HomeworkState): boolean {
  return state === 'todo' || state === 'draft' || state === 'returned';
}

/** The deadline has passed and the homework may no longer be handed in. */
export function isClosed(item: Pick<HomeworkListItem, 'overdue' | 'allowLate'>): boolean {
  return item.overdue && !item.allowLate;
}

/** 可补交: past the deadline, still open, and late hand-ins are taken. */
export function mayHandInLate(
  item: Pick<HomeworkListItem, 'overdue' | 'allowLate' | 'state'>,
): boolean {
  return item.overdue && item.allowLate && isOpenState(item.state);
}

export interface RowAction {
  label: string;
  to: string;
  primary: boolean;
}

/** What a list row offers: answer it, see it handed in, or see the correction. */
export function rowAction(item: HomeworkListItem): RowAction {
  const id = item.homeworkId;
  switch (item.state) {
    case 'corrected':
      return { label: '查看批改', to: pathTo('AnswerSheet', {}, { id }), primary: false };
    case 'submitted':
      return { label: '查看', to: pathTo('MyhomeworkDetail', {}, { id }), primary: false };
    case 'returned':
      return { label: '重新提交', to: pathTo('DoHomework', {}, { id }), primary: true };
    default:
      if (isClosed(item)) {
        return { label: '查看', to: pathTo('HomeworkDetail', {}, { id }), primary: false };
      }
      return {
        label: item.state === 'draft' ? '继续作答' : '去完成',
        to: pathTo('DoHomework', {}, { id }),
        primary: true,
      };
  }
}

/** The read-only page that fits a homework in this state (after hand-in or when refused). */
export function viewOf(state: HomeworkState, homeworkId: number): RowAction {
  if (state === 'corrected') {
    return {
      label: '查看批改结果',
      to: pathTo('AnswerSheet', {}, { id: homeworkId }),
      primary: true,
    };
  }
  if (state === 'submitted') {
    return {
      label: '查看提交',
      to: pathTo('MyhomeworkDetail', {}, { id: homeworkId }),
      primary: true,
    };
  }
  return { label: '作业详情', to: pathTo('HomeworkDetail', {}, { id: homeworkId }), primary: true };
}

const clockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Shanghai',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** 14:05:09 in China time, as the save line shows it. */
export function formatClock(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : clockFormat.format(date);
}

/** 85 or 85.5: scores come in steps of 0.5. */
export function scoreText(score: number): string {
  return Number.isInteger(score) ? String(score) : score.toFixed(1);
}
