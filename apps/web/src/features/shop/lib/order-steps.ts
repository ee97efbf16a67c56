import type { OrderDetail, ShopOrderState } from '../types';

export type StepStatus = 'wait' | 'process' | 'finish' | 'error';
export interface OrderStep {
  title: string;
  at: string | null;
  status: StepStatus;
}

/** How far along the usual road each state is: 下单 0, 支付 1, 发货 2, 签收 3. */
const REACHED: Partial<Record<ShopOrderState, number>> = {
  unpaid: 0,
  paid: 1,
  shipped: 2,
  received: 3,
};

/**
 * The order's road as steps: 下单 → 支付 → 发货 → 签收 for posted goods (下单 → 支付 → 完成 for
 * goods without delivery); a closed order ends in 已关闭 after 下单, a refunded one in
 * 退款中 / 已退款 after 支付. Times come from the order's own timeline.
 */
export function orderSteps(order: OrderDetail): OrderStep[] {
  const when = (state: ShopOrderState) =>
    order.timeline.filter((entry) => entry.state === state).at(-1)?.at ?? null;
  const placed = { title: '下单', at: order.createdAt, status: 'finish' as const };
  const paidAt = order.paidAt ?? when('paid');

  if (order.state === 'closed') {
    return [placed, { title: order.closedReason ?? '已关闭', at: when('closed'), status: 'error' }];
  }
  if (order.state === 'refunding' || order.state === 'refunded') {
    return [
      placed,
      { title: '支付', at: paidAt, status: 'finish' },
      order.state === 'refunding'
        ? { title: '退款中', at: when('refunding'), status: 'process' }
        : { title: '已退款', at: when('refunded'), status: 'finish' },
    ];
  }

  const reached = REACHED[order.state] ?? 0;
  const road: Array<{ title: string; at: string | null }> = order.address
    ? [
        { title: '支付', at: paidAt },
        { title: '发货', at: order.shipment?.shippedAt ?? when('shipped') },
        { title: '签收', at: order.receivedAt ?? when('received') },
      ]
    : [
        { title: '支付', at: paidAt },
        { title: '完成', at: order.receivedAt ?? when('received') },
      ];
  // Goods without delivery go from paid to received at once: 完成 counts as the last step.
  const reachedOnRoad = order.address ? reached : Math.min(reached, road.length);
  return [
    placed,
    ...road.map((step, index): OrderStep => {
      const position = index + 1;
      const status: StepStatus =
        position <= reachedOnRoad ? 'finish' : position === reachedOnRoad + 1 ? 'process' : 'wait';
      return { ...step, status, at: status === 'finish' ? step.at : null };
    }),
  ];
}
