import type { StaffSupportMessage } from '@shangan/shared/contracts/console/support';

/** How a 留言's status reads in the list (label, tag colour) and as a choice (action). */
export const MESSAGE_STATUS_LABELS: Record<
  StaffSupportMessage['status'],
  { label: string; color: string; action: string }
> = {
  open: { label: '待处理', color: 'warning', action: '重新打开' },
  answered: { label: '已回电', color: 'success', action: '已回电' },
  closed: { label: '已关闭', color: 'default', action: '关闭（无需处理）' },
};
