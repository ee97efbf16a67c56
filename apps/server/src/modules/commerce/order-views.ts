import { ORDER_STATE_TEXT } from '@shangan/shared';
import type {
  OrderDetail,
  OrderListItem,
  OrderPayState,
  PayState,
  ShopOrderState,
} from '@shangan/shared/contracts/commerce/orders';
import type { ShopOrderStatus } from '../../db/database.ts';
import { fenToYuan } from '../../lib/money.ts';
import type { VipOrderRow } from '../vip/public.ts';
import type { LineRow, OrderRow } from './orders.repository.ts';
import { expressName } from './shipping-companies.ts';

/** The words of each state, the same as the web's tabs of 我的订单. */
export const STATE_TEXT: Readonly<Record<ShopOrderStatus, string>> = ORDER_STATE_TEXT;

/** An unpaid order past its time reads as closed before the sweeper gets to it. */
export function effectiveStatus(row: OrderRow, now = new Date()): ShopOrderStatus {
  if (row.status === 'unpaid' && new Date(row.expires_at) <= now) return 'closed';
  return row.status;
}

export function payStateOf(status: ShopOrderStatus): PayState {
  switch (status) {
    case 'unpaid':
      return 0;
    case 'closed':
      return 2;
    case 'refunding':
    case 'refunded':
      return 3;
    default:
      return 1;
  }
}

export function payStateView(row: OrderRow, now = new Date()): OrderPayState {
  const status = effectiveStatus(row, now);
  return {
    id: row.id,
    orderNum: row.order_num,
    payState: payStateOf(status),
    state: status,
    stateText: STATE_TEXT[status],
  };
}

export function listItem(row: OrderRow, lines: LineRow[], now = new Date()): OrderListItem {
  const status = effectiveStatus(row, now);
  return {
    id: row.id,
    source: 'shop',
    kind: row.kind as OrderListItem['kind'],
    orderNum: row.order_num,
    title: row.title,
    cover: lines[0]?.cover_url ?? '',
    lines: lines.map((line) => ({
      goodsId: line.goods_id,
      kind: line.kind as OrderListItem['lines'][number]['kind'],
      title: line.title,
      cover: line.cover_url,
      price: fenToYuan(line.price),
      quantity: line.quantity,
      amount: fenToYuan(line.amount),
    })),
    goodsAmount: fenToYuan(row.goods_amount),
    freight: fenToYuan(row.freight),
    discount: fenToYuan(row.discount),
    payAmount: fenToYuan(row.pay_amount),
    state: status,
    stateText: STATE_TEXT[status],
    createdAt: row.created_at,
    paidAt: row.paid_at,
    expiresAt: status === 'unpaid' ? row.expires_at : null,
    canPay: status === 'unpaid',
    canCancel: status === 'unpaid',
    canDelete: status === 'closed',
    canConfirm: status === 'shipped',
  };
}

export function detailView(
  row: OrderRow,
  lines: LineRow[],
  events: Array<{ state: ShopOrderStatus; text: string; created_at: string }>,
  now = new Date(),
): OrderDetail {
  const item = listItem(row, lines, now);
  const timeline = events.map((e) => ({
    state: e.state as ShopOrderState,
    text: e.text,
    at: e.created_at,
  }));
  // An order the sweeper has not reached yet still shows how it ended.
  if (row.status === 'unpaid' && item.state === 'closed') {
    timeline.push({ state: 'closed', text: '超时未支付，订单已关闭', at: row.expires_at });
  }
  return {
    ...item,
    source: 'shop',
    address:
      row.needs_shipping === 1 && row.recv_name
        ? {
            name: row.recv_name,
            phone: row.recv_phone ?? '',
            fullAddress: row.recv_address ?? '',
            postcode: row.recv_postcode ?? '',
          }
        : null,
    coupon:
      row.coupon_id !== null
        ? { id: row.coupon_id, name: row.coupon_name ?? '', amount: fenToYuan(row.discount) }
        : null,
    remark: row.remark,
    shipment:
      row.ship_company && row.tracking_number && row.shipped_at
        ? {
            company: row.ship_company,
            companyName: expressName(row.ship_company),
            trackingNumber: row.tracking_number,
            shippedAt: row.shipped_at,
          }
        : null,
    timeline,
    closedReason: item.state === 'closed' ? (row.closed_reason ?? '超时未支付') : null,
    receivedAt: row.received_at,
    ...(row.deposit_deduction > 0 ? { depositDeduction: fenToYuan(row.deposit_deduction) } : {}),
  };
}

/** VIP statuses in the shop's words: a paid membership is a finished order. */
const VIP_STATE: Record<VipOrderRow['status'], ShopOrderStatus> = {
  unpaid: 'unpaid',
  paid: 'received',
  expired: 'closed',
  closed: 'closed',
  refund: 'refunding',
  refunded: 'refunded',
};

export function vipListItem(row: VipOrderRow, now = new Date()): OrderListItem {
  const status: ShopOrderStatus =
    row.status === 'unpaid' && new Date(row.expires_at) <= now ? 'closed' : VIP_STATE[row.status];
  const amount = fenToYuan(row.pay_amount);
  return {
    id: row.id,
    source: 'vip',
    kind: 'vip',
    orderNum: row.order_num,
    title: row.product_name,
    cover: '',
    lines: [],
    goodsAmount: fenToYuan(row.list_price),
    freight: '0.00',
    discount: fenToYuan(row.deduction),
    payAmount: amount,
    state: status,
    stateText: status === 'received' ? '已开通' : STATE_TEXT[status],
    createdAt: row.created_at,
    paidAt: row.paid_at,
    expiresAt: status === 'unpaid' ? row.expires_at : null,
    // A VIP order is paid and closed from the VIP dialogs, not from the shop's list.
    canPay: false,
    canCancel: false,
    canDelete: false,
    canConfirm: false,
  };
}
