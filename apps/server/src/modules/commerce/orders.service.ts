import type { PaymentPayer } from '../../providers/payment/index.ts';
import crypto from 'node:crypto';
import { ApiCode } from '@shangan/shared';
import type { BodyOf, QueryOf } from '@shangan/shared/contracts';
import type {
  Checkout,
  CreatedShopOrder,
  CreateOrder,
  GetCheckout,
  OrderDetail,
  OrderListItem,
  OrderPayState,
  OrderTab,
} from '@shangan/shared/contracts/commerce/orders';
import type { Db } from '../../db/database.ts';
import { lockKey } from '../../db/locks.ts';
import { ApiError } from '../../lib/api-error.ts';
import { fenToYuan } from '../../lib/money.ts';
import { redactUrl } from '../../lib/redact-url.ts';
import { MINUTE_MS } from '../../lib/time.ts';
import { listVipOrders, type VipOrderFilter } from '../vip/public.ts';
import { addressOrDefault, addressView, ownAddress } from './addresses.service.ts';
import { cartProblem, FREIGHT_RULE, lineView, maxQuantity, priceCart } from './checkout.ts';
import { SHOP_ORDER_PREFIX, type CommerceContext } from './commerce-context.ts';
import { couponForCart, weigh } from './coupon-rules.ts';
import { findCoupon, listSpendable, scopedGoods, spendCoupon } from './coupons.repository.ts';
import { fullAddress } from './districts.ts';
import { findGoods, takeStock, type GoodsRow } from './goods.repository.ts';
import { GOODS_NOT_FOUND } from './goods.service.ts';
import { linkedOrderIds } from './order-links.ts';
import { closeUnpaidOrder } from './order-closing.ts';
import { detailView, effectiveStatus, listItem, payStateView, vipListItem } from './order-views.ts';
import {
  addEvent,
  countUnpaid,
  findOrderById,
  insertLines,
  insertOrder,
  linesOf,
  listEvents,
  listOrders,
  moveOrder,
  type OrderScope,
  setPayUrl,
  type OrderRow,
} from './orders.repository.ts';

export const ORDER_NOT_FOUND = '订单不存在';
/** Unpaid orders one person may hold at once: stock held by forgotten orders is stock not sold. */
export const MAX_UNPAID_ORDERS = 5;

/** Serializes one person's order creations (the unpaid-order cap) on PostgreSQL. */
export const buyerLockKey = (userId: number) => `shop-buyer:${userId}`;

async function loadGoods(ctx: CommerceContext, goodsId: number) {
  const goods = await findGoods(ctx.db, goodsId);
  if (!goods || goods.on_sale !== 1) throw new ApiError(ApiCode.NOT_FOUND, GOODS_NOT_FOUND);
  return goods;
}

/**
 * GET /pc/orders/checkout: the confirm page's figures for one goods and quantity, with every
 * spendable coupon of the person weighed against it.
 */
export async function checkout(
  ctx: CommerceContext,
  userId: number,
  query: QueryOf<typeof GetCheckout>,
): Promise<Checkout> {
  const now = new Date();
  const goods = await loadGoods(ctx, query.goodsId);
  const priced = priceCart(goods, query.quantity);
  const address = priced.needsShipping
    ? await addressOrDefault(ctx, userId, query.addressId)
    : null;
  const coupons = await listSpendable(ctx.db, userId, now.toISOString());
  const scoped = await scopedGoods(
    ctx.db,
    coupons.map((c) => c.template_id),
  );
  const before = priced.goodsAmount + priced.freight;
  const weighed = coupons.map((row) => ({
    row,
    verdict: weigh(row, scoped.get(row.template_id), priced.lines, before, now),
  }));
  weighed.sort(
    (a, b) =>
      Number(b.verdict.usable) - Number(a.verdict.usable) ||
      b.verdict.discount - a.verdict.discount ||
      a.row.valid_until.localeCompare(b.row.valid_until),
  );
  const best = weighed.find((w) => w.verdict.usable) ?? null;
  const chosen =
    query.couponId === undefined
      ? null
      : (weighed.find((w) => w.row.id === query.couponId && w.verdict.usable) ?? null);
  const discount = chosen?.verdict.discount ?? 0;
  return {
    lines: priced.lines.map(lineView),
    goodsAmount: fenToYuan(priced.goodsAmount),
    freight: fenToYuan(priced.freight),
    discount: fenToYuan(discount),
    payAmount: fenToYuan(before - discount),
    needsAddress: priced.needsShipping,
    address: address ? addressView(address) : null,
    couponId: chosen?.row.id ?? null,
    bestCouponId: best?.row.id ?? null,
    coupons: weighed.map((w) => couponForCart(w.row, w.verdict, now)),
    problem: cartProblem(goods, query.quantity),
    maxQuantity: maxQuantity(goods),
    freightRule: FREIGHT_RULE,
  };
}

/**
 * POST /pc/orders/create. One transaction prices the cart from the goods row, takes the stock
 * (a conditional update: never below zero), writes the order and spends the coupon (a
 * conditional update: once); any refusal rolls all of it back. The gateway is asked for the
 * QR code after the commit, so a slow gateway holds no lock.
 */
export async function createOrder(
  ctx: CommerceContext,
  userId: number,
  input: BodyOf<typeof CreateOrder>,
  payer?: PaymentPayer,
): Promise<CreatedShopOrder> {
  const goods = await loadGoods(ctx, input.goodsId);
  const early = cartProblem(goods, input.quantity);
  if (early) throw new ApiError(ApiCode.BAD_REQUEST, early);
  let recipient: { name: string; phone: string; address: string; postcode: string } | null = null;
  if (goods.needs_shipping === 1) {
    if (input.addressId === undefined) throw new ApiError(ApiCode.BAD_REQUEST, '请选择收货地址');
    const address = await ownAddress(ctx, userId, input.addressId);
    recipient = {
      name: address.name,
      phone: address.phone,
      address: fullAddress({
        provinceName: address.province_name,
        cityName: address.city_name,
        districtName: address.district_name,
        detail: address.detail,
      }),
      postcode: address.postcode,
    };
  }

  const order = await ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, buyerLockKey(userId));
    const now = new Date();
    const nowIso = now.toISOString();
    if ((await countUnpaid(trx, userId, nowIso)) >= MAX_UNPAID_ORDERS) {
      throw new ApiError(ApiCode.BAD_REQUEST, '您有多笔待支付订单，请先支付或取消后再下单');
    }
    const fresh = await findGoods(trx, goods.id);
    if (!fresh) throw new ApiError(ApiCode.NOT_FOUND, GOODS_NOT_FOUND);
    const problem = cartProblem(fresh, input.quantity);
    if (problem) throw new ApiError(ApiCode.BAD_REQUEST, problem);
    const priced = priceCart(fresh, input.quantity);
    const before = priced.goodsAmount + priced.freight;

    let coupon: { id: number; name: string; discount: number } | null = null;
    if (input.couponId !== undefined) {
      const row = await findCoupon(trx, userId, input.couponId);
      if (!row) throw new ApiError(ApiCode.NOT_FOUND, '优惠券不存在');
      const scoped = await scopedGoods(trx, [row.template_id]);
      const verdict = weigh(row, scoped.get(row.template_id), priced.lines, before, now);
      if (!verdict.usable)
        throw new ApiError(ApiCode.BAD_REQUEST, verdict.reason ?? '优惠券不可用');
      coupon = { id: row.id, name: row.name, discount: verdict.discount };
    }

    if (!(await takeStock(trx, fresh.id, input.quantity, nowIso))) {
      throw new ApiError(ApiCode.BAD_REQUEST, '库存不足，请减少购买数量');
    }
    const row = await insertOrder(trx, {
      order_num: newOrderNum(now),
      user_id: userId,
      kind: fresh.kind,
      title: fresh.title,
      status: 'unpaid',
      goods_amount: priced.goodsAmount,
      freight: priced.freight,
      discount: coupon?.discount ?? 0,
      pay_amount: before - (coupon?.discount ?? 0),
      coupon_id: coupon?.id ?? null,
      coupon_name: coupon?.name ?? null,
      needs_shipping: priced.needsShipping ? 1 : 0,
      recv_name: recipient?.name ?? null,
      recv_phone: recipient?.phone ?? null,
      recv_address: recipient?.address ?? null,
      recv_postcode: recipient?.postcode ?? null,
      remark: input.remark?.trim() ?? '',
      provider: ctx.payment.name,
      created_at: nowIso,
      expires_at: new Date(
        now.getTime() + ctx.config.shop.orderTtlMinutes * MINUTE_MS,
      ).toISOString(),
      updated_at: nowIso,
    });
    await insertLines(
      trx,
      priced.lines.map((line) => ({
        order_id: row.id,
        goods_id: line.goodsId,
        kind: line.kind,
        title: line.title,
        cover_url: line.cover,
        price: line.price,
        quantity: line.quantity,
        amount: line.amount,
      })),
    );
    if (coupon && !(await spendCoupon(trx, coupon.id, userId, row.id, nowIso))) {
      throw new ApiError(ApiCode.BAD_REQUEST, '优惠券已被使用');
    }
    await addEvent(trx, row.id, 'unpaid', '提交订单', nowIso);
    return row;
  });

  return openPayment(ctx, order, payer, true);
}

/** Opens (or reopens) the order's payment at the gateway and answers the QR code's text. */
export async function openPayment(
  ctx: CommerceContext,
  order: OrderRow,
  payer: PaymentPayer | undefined,
  fresh: boolean,
): Promise<CreatedShopOrder> {
  let url: string;
  try {
    ({ url } = await ctx.payment.createPayment({
      orderNum: order.order_num,
      description: order.title,
      amountFen: order.pay_amount,
      expiresAt: new Date(order.expires_at),
      ...(payer ? { payer } : {}),
    }));
  } catch (err) {
    ctx.log.error({ err, orderNum: order.order_num }, 'payment gateway refused the shop order');
    // A new order nobody can pay would hold its stock and coupon until it expires.
    if (fresh) await closeUnpaidOrder(ctx, order.id, '支付下单失败');
    throw new ApiError(ApiCode.SERVER_ERROR, '支付下单失败，请稍后再试', { cause: err });
  }
  // The row keeps where the payment went, not the page token that lets anyone holding it pay.
  if (fresh) await setPayUrl(ctx.db, order.id, redactUrl(url));
  return {
    id: order.id,
    orderNum: order.order_num,
    product: order.title,
    goodsAmount: fenToYuan(order.goods_amount),
    freight: fenToYuan(order.freight),
    discount: fenToYuan(order.discount),
    payAmount: fenToYuan(order.pay_amount),
    url,
    expiresAt: order.expires_at,
  };
}

/** S + China-time yyyyMMddHHmmss + 6 random digits, like VIP's V numbers. */
export function newOrderNum(now: Date): string {
  const china = new Date(now.getTime() + 8 * 3_600_000).toISOString();
  const stamp = china.slice(0, 19).replace(/\D/g, '');
  return `${SHOP_ORDER_PREFIX}${stamp}${String(crypto.randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** The order, only for its owner: another person's id answers as if it did not exist. */
export async function ownOrder(ctx: CommerceContext, userId: number, id: number) {
  const order = await findOrderById(ctx.db, id);
  if (!order || order.user_id !== userId || order.hidden === 1) {
    throw new ApiError(ApiCode.NOT_FOUND, ORDER_NOT_FOUND);
  }
  return order;
}

/** POST /pc/orders/pay: the QR code of an unpaid order again, same amount and deadline. */
export async function payAgain(
  ctx: CommerceContext,
  userId: number,
  id: number,
  payer?: PaymentPayer,
): Promise<CreatedShopOrder> {
  const order = await ownOrder(ctx, userId, id);
  const status = effectiveStatus(order);
  if (status !== 'unpaid') {
    throw new ApiError(
      ApiCode.BAD_REQUEST,
      status === 'closed' ? '订单已关闭，请重新下单' : '订单已支付',
    );
  }
  return openPayment(ctx, order, payer, false);
}

const VIP_FILTER: Record<OrderTab, VipOrderFilter | null> = {
  all: 'all',
  unpaid: 'unpaid',
  paid: null,
  shipped: null,
  received: 'paid',
  closed: 'closed',
  refund: 'refund',
};

export interface OrderListQuery {
  tab: OrderTab;
  page: number;
  pageSize: number;
  /** Only the orders linked to this enlistment of the person. */
  enlistId?: number | undefined;
  /** Only the orders placed for this course (found by the courses module). */
  courseId?: number | undefined;
}

/**
 * GET /pc/orders/index: shop orders and VIP orders in one list, newest first. Each source
 * gives its newest page × size rows; the merge then cuts the page. Narrowed to an enlistment
 * or a course, the list holds shop orders only: a VIP order is neither's.
 */
export async function orderList(
  ctx: CommerceContext,
  userId: number,
  { tab, page, pageSize, enlistId, courseId }: OrderListQuery,
): Promise<{ list: OrderListItem[]; total: number }> {
  const now = new Date();
  const nowIso = now.toISOString();
  const limit = page * pageSize;
  const scope: OrderScope = {};
  if (enlistId !== undefined) {
    scope.orderIds = await linkedOrderIds(ctx.db, 'enlistment', userId, enlistId);
    if (scope.orderIds.length === 0) return { list: [], total: 0 };
  }
  if (courseId !== undefined) {
    const forCourse = await linkedOrderIds(ctx.db, 'course', userId, courseId);
    scope.orderIds = scope.orderIds
      ? scope.orderIds.filter((id) => forCourse.includes(id))
      : forCourse;
    if (scope.orderIds.length === 0) return { list: [], total: 0 };
  }
  const narrowed = enlistId !== undefined || courseId !== undefined;
  const vipFilter = narrowed ? null : VIP_FILTER[tab];
  const [shop, vip] = await Promise.all([
    listOrders(ctx.db, userId, tab, nowIso, limit, scope),
    vipFilter
      ? listVipOrders(ctx.db, userId, vipFilter, nowIso, limit)
      : Promise.resolve({ rows: [], total: 0 }),
  ]);
  const lines = await linesOf(
    ctx.db,
    shop.rows.map((r) => r.id),
  );
  const merged = [
    ...shop.rows.map((row) => listItem(row, lines.get(row.id) ?? [], now)),
    ...vip.rows.map((row) => vipListItem(row, now)),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  return {
    list: merged.slice((page - 1) * pageSize, page * pageSize),
    total: shop.total + vip.total,
  };
}

export async function orderDetail(
  ctx: CommerceContext,
  userId: number,
  id: number,
): Promise<OrderDetail> {
  const order = await ownOrder(ctx, userId, id);
  const [lines, events] = await Promise.all([linesOf(ctx.db, [id]), listEvents(ctx.db, id)]);
  return detailView(order, lines.get(id) ?? [], events);
}

export async function orderPayState(
  ctx: CommerceContext,
  userId: number,
  id: number,
): Promise<OrderPayState> {
  return payStateView(await ownOrder(ctx, userId, id));
}

/**
 * DELETE /pc/orders/destroy: an unpaid order is cancelled (stock and coupon back, once); a
 * closed one leaves the buyer's list. Paid orders stay: their money is on the books.
 */
export async function destroyOrder(
  ctx: CommerceContext,
  userId: number,
  id: number,
): Promise<{ id: number; action: 'cancelled' | 'deleted' }> {
  const order = await ownOrder(ctx, userId, id);
  const status = effectiveStatus(order);
  if (status === 'unpaid') {
    if (!(await closeUnpaidOrder(ctx, id, '已取消'))) {
      const now = await findOrderById(ctx.db, id);
      throw new ApiError(
        ApiCode.BAD_REQUEST,
        now?.status === 'closed' ? '订单已关闭' : '订单已支付，不能取消',
      );
    }
    ctx.payment.closePayment(order.order_num).catch((err: unknown) => {
      ctx.log.warn({ err, orderNum: order.order_num }, 'could not close a cancelled payment');
    });
    return { id, action: 'cancelled' };
  }
  if (status === 'closed') {
    // Past its time but not yet swept: close it properly first, so its stock comes back.
    if (order.status === 'unpaid') await closeUnpaidOrder(ctx, id, '超时未支付');
    const hidden = await moveOrder(ctx.db, id, 'closed', {
      hidden: 1,
      updated_at: new Date().toISOString(),
    });
    if (!hidden) throw new ApiError(ApiCode.BAD_REQUEST, '订单状态已变化，请刷新后重试');
    return { id, action: 'deleted' };
  }
  throw new ApiError(ApiCode.BAD_REQUEST, '只能取消待支付订单或删除已关闭订单');
}

/**
 * Writes an unpaid order for one service at its list price (nothing to post, no coupon): the
 * order, its line and its first event, in the caller's transaction.
 */
export async function insertServiceOrder(
  ctx: CommerceContext,
  trx: Db,
  userId: number,
  goods: GoodsRow,
  kind: GoodsRow['kind'],
  now: Date,
): Promise<OrderRow> {
  const nowIso = now.toISOString();
  const row = await insertOrder(trx, {
    order_num: newOrderNum(now),
    user_id: userId,
    kind,
    title: goods.title,
    status: 'unpaid',
    goods_amount: goods.price,
    freight: 0,
    discount: 0,
    pay_amount: goods.price,
    needs_shipping: 0,
    remark: '',
    provider: ctx.payment.name,
    created_at: nowIso,
    expires_at: new Date(now.getTime() + ctx.config.shop.orderTtlMinutes * MINUTE_MS).toISOString(),
    updated_at: nowIso,
  });
  await insertLines(trx, [
    {
      order_id: row.id,
      goods_id: goods.id,
      kind: goods.kind,
      title: goods.title,
      cover_url: goods.cover_url,
      price: goods.price,
      quantity: 1,
      amount: goods.price,
    },
  ]);
  await addEvent(trx, row.id, 'unpaid', '提交订单', nowIso);
  return row;
}

/** Moves a shipped order to received with the timeline's words; false when it was not shipped. */
export function markReceived(trx: Db, id: number, text: string, nowIso: string): Promise<boolean> {
  return moveOrder(trx, id, 'shipped', {
    status: 'received',
    received_at: nowIso,
    updated_at: nowIso,
  }).then(async (moved) => {
    if (moved) await addEvent(trx, id, 'received', text, nowIso);
    return moved;
  });
}

/** POST /pc/orders/receive: the buyer has the parcel. */
export async function confirmReceipt(
  ctx: CommerceContext,
  userId: number,
  id: number,
): Promise<OrderPayState> {
  const order = await ownOrder(ctx, userId, id);
  const nowIso = new Date().toISOString();
  const done = await ctx.db
    .transaction()
    .execute((trx) => markReceived(trx, id, '已确认收货，交易完成', nowIso));
  if (!done && order.status !== 'received') {
    throw new ApiError(ApiCode.BAD_REQUEST, '订单尚未发货，不能确认收货');
  }
  return payStateView((await findOrderById(ctx.db, id))!);
}
