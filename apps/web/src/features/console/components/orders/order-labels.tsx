import { Tag } from 'antd';
import { ORDER_STATE_COLOR } from '../../../../lib/order-state-colors';
import type { GoodsKind } from '@shangan/shared/contracts/commerce/goods';
import type { ConsoleOrder } from '@shangan/shared/contracts/console/orders';
import { REFUND_STATE_TEXT, type RefundState } from '@shangan/shared';

/** What an order sold, in the words of the shop's pages. */
export const GOODS_KIND_TEXT: Record<GoodsKind, string> = {
  book: '图书',
  course: '课程',
  course_package: '课程套餐',
  enlist_service: '报名服务',
  deposit: '定金',
  coaching: '辅导',
};

export const REFUND_STATE_COLOR: Record<RefundState, string> = {
  processing: 'processing',
  success: 'success',
  failed: 'error',
};

/**
 * The order's state in the server's words; a refused refund leaves the order paid, so it is
 * named beside the state, or finance would not see that it waits for them.
 */
export function OrderStateTags({
  order,
}: {
  order: Pick<ConsoleOrder, 'state' | 'stateText' | 'refund'>;
}) {
  return (
    <>
      <Tag color={ORDER_STATE_COLOR[order.state]}>{order.stateText}</Tag>
      {order.refund?.state === 'failed' && <Tag color="error">{REFUND_STATE_TEXT.failed}</Tag>}
    </>
  );
}
