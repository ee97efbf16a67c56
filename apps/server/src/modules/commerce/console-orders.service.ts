import { ApiCode, ORDER_STATE_TEXT, REFUND_STATE_TEXT } from '@shangan/shared';
import type { OrderTab } from '@shangan/shared/contracts/commerce/orders';
import type {
  ConsoleOrder,
  ConsoleOrderDetail,
  ConsoleRefund,
} from '@shangan/shared/contracts/console/orders';
import { ApiError } from '../../lib/api-error.ts';
import { fenToYuan } from '../../lib/money.ts';
import { displayNamesOf, phonesOf, userIdsByPhonePrefix } from '../accounts/public.ts';
import type { CommerceContext } from './commerce-context.ts';
import { detailView, effectiveStatus } from './order-views.ts';
import { ORDER_NOT_FOUND } from './orders.service.ts';
import { findOrderById, linesOf, listEvents, withTab, type OrderRow } from './orders.repository.ts';
import { refundRefusal } from './refunds.service.ts';
import { findRefund, refundsOf, type RefundRow } from './refunds.repository.ts';

const PROVIDER_NAMES: Record<string, string> = {
  local: '演示支付',
  wechat: '微信支付',
  alipay: '支付宝',
};
/** A phone search matches at most this many people's orders. */
const PHONE_MATCHES = 200;

/** GET /console/orders: orders by number or buyer's phone, one tab at a time, newest first. */
export async function listConsoleOrders(
  ctx: CommerceContext,
  query: {
    page?: number | undefined;
    pageSize?: number | undefined;
    keyword?: string | undefined;
    tab?: OrderTab | undefined;
  },
): Promise<{ list: ConsoleOrder[]; total: number }> {
  const size = query.pageSize ?? 20;
  const page = query.page ?? 1;
  const nowIso = new Date().toISOString();
  const keyword = (query.keyword ?? '').trim();
  const buyers = /^\d{3,11}$/.test(keyword)
    ? await userIdsByPhonePrefix(ctx.db, keyword, PHONE_MATCHES)
    : [];
  const filtered = () => {
    const base = withTab(ctx.db.selectFrom('shop_order'), query.tab ?? 'all', nowIso);
    if (!keyword) return base;
    return base.where((eb) =>
      eb.or([
        eb('order_num', '=', keyword),
        ...(buyers.length > 0 ? [eb('user_id', 'in', buyers)] : []),
      ]),
    );
  };
  const [rows, count] = await Promise.all([
    filtered()
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset((page - 1) * size)
      .limit(size)
      .execute(),
    filtered()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((row) => row.id);
  const userIds = rows.map((row) => row.user_id);
  const [names, phones, refunds] = await Promise.all([
    displayNamesOf(ctx.db, userIds),
    phonesOf(ctx.db, userIds),
    refundsOf(ctx.db, ids),
  ]);
  return {
    total: Number(count.n),
    list: rows.map((row) =>
      consoleOrder(ctx, row, refunds.get(row.id), names.get(row.user_id), phones.get(row.user_id)),
    ),
  };
}

/** GET /console/orders/detail: everything about one order, for the drawer. */
export async function consoleOrderDetail(
  ctx: CommerceContext,
  orderId: number,
): Promise<ConsoleOrderDetail> {
  const row = await findOrderById(ctx.db, orderId);
  if (!row) throw new ApiError(ApiCode.NOT_FOUND, ORDER_NOT_FOUND);
  const [lines, events, refund, names, phones] = await Promise.all([
    linesOf(ctx.db, [row.id]),
    listEvents(ctx.db, row.id),
    findRefund(ctx.db, row.id),
    displayNamesOf(ctx.db, [row.user_id]),
    phonesOf(ctx.db, [row.user_id]),
  ]);
  const view = detailView(row, lines.get(row.id) ?? [], events);
  return {
    ...consoleOrder(ctx, row, refund, names.get(row.user_id), phones.get(row.user_id)),
    lines: view.lines.map((line) => ({
      goodsId: line.goodsId,
      title: line.title,
      quantity: line.quantity,
      price: line.price,
    })),
    goodsAmount: view.goodsAmount,
    freight: view.freight,
    discount: view.discount,
    couponName: view.coupon?.name ?? '',
    remark: view.remark,
    address: view.address,
    shipment: view.shipment
      ? { companyName: view.shipment.companyName, trackingNumber: view.shipment.trackingNumber }
      : null,
    timeline: view.timeline,
  };
}

function consoleOrder(
  ctx: CommerceContext,
  row: OrderRow,
  refund: RefundRow | undefined,
  name: string | undefined,
  phone: string | undefined,
): ConsoleOrder {
  const state = effectiveStatus(row);
  const refusal = refundRefusal(row, refund, ctx.payment.name);
  return {
    id: row.id,
    orderNum: row.order_num,
    kind: row.kind as ConsoleOrder['kind'],
    title: row.title,
    state,
    stateText: ORDER_STATE_TEXT[state],
    payAmount: fenToYuan(row.pay_amount),
    provider: row.provider,
    providerName: PROVIDER_NAMES[row.provider] ?? row.provider,
    transactionId: row.transaction_id,
    buyerId: row.user_id,
    buyerName: name ?? '',
    buyerPhone: phone ?? '',
    needsShipping: row.needs_shipping === 1,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    shippedAt: row.shipped_at,
    refund: refund ? refundView(refund) : null,
    refundable: refusal === '',
    refundRefusal: refusal,
    shippable: row.status === 'paid' && row.needs_shipping === 1,
  };
}

function refundView(refund: RefundRow): ConsoleRefund {
  return {
    refundNo: refund.refund_no,
    amount: fenToYuan(refund.amount),
    reason: refund.reason,
    state: refund.status,
    stateText: REFUND_STATE_TEXT[refund.status],
    failure: refund.failure,
    createdBy: refund.created_by_name,
    createdAt: refund.created_at,
    refundedAt: refund.refunded_at,
  };
}
