import type { PaymentPayer } from '../../providers/payment/index.ts';
import crypto from 'node:crypto';
import { ApiCode } from '@shangan/shared';
import { lockKey } from '../../db/locks.ts';
import { ApiError } from '../../lib/api-error.ts';
import { redactUrl } from '../../lib/redact-url.ts';
import { MINUTE_MS } from '../../lib/time.ts';
import { fenToYuan } from './money.ts';
import {
  basisOf,
  effectivePrice,
  offerType,
  quote,
  type MemberState,
  type OrderType,
} from './pricing.ts';
import { userLockKey, type VipContext } from './vip-context.ts';
import {
  closeOrderIfUnpaid,
  closeUnpaidOrders,
  findActiveAdviser,
  findOrderById,
  findOrderByNum,
  findPackageOnSale,
  insertOrder,
  listProductGroups,
  loadMemberState,
  type OrderRow,
  setOrderPayUrl,
} from './vip.repository.ts';
import type { OrderState, VipProductGroup } from '@shangan/shared/contracts/vip';
import { ORDER_STATE, OrderStatusText } from './vip.schemas.ts';
import type { PayableOrder } from '../../plugins/app/payment-desks.ts';

const NO_MEMBERSHIP: MemberState = { weight: 0, expiresAt: null, current: null };
export const ORDER_NOT_FOUND = '订单不存在';

/** GET /pc/getvipproduct: every tier and package, priced for this person at this moment. */
export async function productList(
  ctx: VipContext,
  userId: number | null,
  listType: 1 | 2 | 3,
  now = new Date(),
): Promise<VipProductGroup[]> {
  const [groups, state] = await Promise.all([
    listProductGroups(ctx.db),
    userId === null ? NO_MEMBERSHIP : loadMemberState(ctx.db, userId, now),
  ]);
  return groups.map(({ product, benefits, packages }) => {
    const terms = { weight: product.weight, isChange: product.is_change === 1 };
    const type = offerType(listType, state, terms);
    return {
      id: product.id,
      name: product.name,
      icon: product.icon,
      weight: product.weight,
      isChange: terms.isChange,
      isCurrent: state.weight === product.weight,
      benefit: benefits.map((b) => ({ icon: b.icon, name: b.name })),
      product: packages.map((pkg) => {
        const q = quote(type, state, terms, packageTerms(pkg), now);
        return {
          id: pkg.id,
          name: pkg.name,
          days: pkg.days,
          price: fenToYuan(pkg.price),
          discountAmount: pkg.discount_amount === null ? null : fenToYuan(pkg.discount_amount),
          showOriginPrice: pkg.show_origin_price === 1,
          isActivity: pkg.is_activity === 1,
          intro: pkg.intro,
          explain: pkg.description,
          level: pkg.level,
          validUntil: q.validUntil.toISOString(),
          isBuy: q.isBuy,
          reason: q.reason,
          daysRemaining: q.daysRemaining,
          priceDifference: fenToYuan(q.deduction),
          payAmount: fenToYuan(q.payAmount),
          orderType: type,
          isCurrent: state.current?.packageId === pkg.id,
        };
      }),
    };
  });
}

function packageTerms(pkg: {
  id: number;
  days: number;
  price: number;
  discount_amount: number | null;
  level: number;
}) {
  return {
    id: pkg.id,
    days: pkg.days,
    price: pkg.price,
    discountAmount: pkg.discount_amount,
    level: pkg.level,
  };
}

const TYPE_SUFFIX: Record<OrderType, string> = {
  1: '',
  2: '（续费）',
  3: '（套餐变更）',
  4: '（升级）',
};

export interface CreateOrderInput {
  type: OrderType;
  packageId: number;
  dealCustomer: number | null;
}

/**
 * POST /pc/vipOrders/create. The amount comes from `quote` alone (whatever the client thinks
 * it costs is never read). A new order replaces the person's other unpaid ones, so at most one
 * QR code of theirs can be paid at a time.
 */
export async function createOrder(
  ctx: VipContext,
  userId: number,
  input: CreateOrderInput,
  payer?: PaymentPayer,
) {
  const found = await findPackageOnSale(ctx.db, input.packageId);
  if (!found) throw new ApiError(ApiCode.BAD_REQUEST, '该套餐不存在或已下架');
  const { pkg, product } = found;
  if (input.dealCustomer !== null && !(await findActiveAdviser(ctx.db, input.dealCustomer))) {
    throw new ApiError(ApiCode.BAD_REQUEST, '所选课程顾问不存在，请重新选择');
  }

  const created = await ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, userLockKey(userId));
    const now = new Date();
    const state = await loadMemberState(trx, userId, now);
    const terms = { weight: product.weight, isChange: product.is_change === 1 };
    const q = quote(input.type, state, terms, packageTerms(pkg), now);
    if (!q.isBuy) throw new ApiError(ApiCode.BAD_REQUEST, q.reason ?? '该套餐暂不可购买');

    const nowIso = now.toISOString();
    const replaced = await closeUnpaidOrders(trx, userId, nowIso);
    const order = await insertOrder(trx, {
      order_num: newOrderNum(now),
      user_id: userId,
      type: input.type,
      product_id: product.id,
      package_id: pkg.id,
      product_name: `${product.name}-${pkg.name}${TYPE_SUFFIX[input.type]}`,
      deal_customer_id: input.dealCustomer,
      list_price: effectivePrice(packageTerms(pkg)),
      deduction: q.deduction,
      pay_amount: q.payAmount,
      days: pkg.days,
      basis: basisOf(state),
      status: 'unpaid',
      provider: ctx.payment.name,
      created_at: nowIso,
      expires_at: new Date(
        now.getTime() + ctx.config.payment.orderTtlMinutes * MINUTE_MS,
      ).toISOString(),
      updated_at: nowIso,
    });
    return { order, replaced };
  });

  // Gateways are called outside the transaction: a slow gateway must not hold the user's lock.
  for (const orderNum of created.replaced) {
    ctx.payment.closePayment(orderNum).catch((err: unknown) => {
      ctx.log.warn({ err, orderNum }, 'could not close a replaced payment at the gateway');
    });
  }
  const { order } = created;
  let url: string;
  try {
    ({ url } = await ctx.payment.createPayment({
      orderNum: order.order_num,
      description: order.product_name,
      amountFen: order.pay_amount,
      expiresAt: new Date(order.expires_at),
      ...(payer ? { payer } : {}),
    }));
  } catch (err) {
    ctx.log.error({ err, orderNum: order.order_num }, 'payment gateway refused the order');
    await closeOrderIfUnpaid(ctx.db, order.id, new Date().toISOString());
    throw new ApiError(ApiCode.SERVER_ERROR, '支付下单失败，请稍后再试', { cause: err });
  }
  // The row keeps where the payment went, not the page token that lets anyone holding it pay.
  await setOrderPayUrl(ctx.db, order.id, redactUrl(url));

  return {
    id: order.id,
    orderNum: order.order_num,
    payAmount: fenToYuan(order.pay_amount),
    deduction: fenToYuan(order.deduction),
    product: order.product_name,
    url,
    expiresAt: order.expires_at,
  };
}

/** The first letter of every VIP order number: the payment desks route notices by it. */
export const VIP_ORDER_PREFIX = 'V';

/** V + China-time yyyyMMddHHmmss + 6 random digits: sortable, readable on the phone, unguessable enough. */
function newOrderNum(now: Date): string {
  const china = new Date(now.getTime() + 8 * 3_600_000).toISOString();
  const stamp = china.slice(0, 19).replace(/\D/g, '');
  return `${VIP_ORDER_PREFIX}${stamp}${String(crypto.randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** A VIP order as the local demo pay page shows it. */
export async function payableOrder(
  ctx: VipContext,
  orderNum: string,
): Promise<PayableOrder | undefined> {
  const order = await findOrderByNum(ctx.db, orderNum);
  if (!order) return undefined;
  const state = orderState(order);
  const status = state === 2 && order.status === 'unpaid' ? 'expired' : order.status;
  return {
    orderNum: order.order_num,
    product: order.product_name,
    amountFen: order.pay_amount,
    provider: order.provider,
    state,
    stateText: OrderStatusText[status],
    expiresAt: order.expires_at,
  };
}

/** The order, only for its owner: another person's order id answers as if it did not exist. */
export async function ownOrder(
  ctx: VipContext,
  userId: number,
  orderId: number,
): Promise<OrderRow> {
  const order = await findOrderById(ctx.db, orderId);
  if (!order || order.user_id !== userId) throw new ApiError(ApiCode.NOT_FOUND, ORDER_NOT_FOUND);
  return order;
}

/** geState's number; an unpaid order past its expiry reads as expired before the sweeper runs. */
export function orderState(order: OrderRow, now = new Date()): OrderState {
  if (order.status === 'unpaid' && new Date(order.expires_at) <= now) return ORDER_STATE.expired;
  return ORDER_STATE[order.status];
}
