import { ApiCode, ConsoleVipMsg, RefundMsg } from '@shangan/shared';
import type { ConsoleVipOrder } from '@shangan/shared/contracts/console/vip';
import type { Selectable } from 'kysely';
import { lockKey } from '../../db/locks.ts';
import type { VipOrderTable } from '../../db/database.ts';
import { ApiError } from '../../lib/api-error.ts';
import { containsText } from '../../lib/like.ts';
import { fenToYuan } from '../../lib/money.ts';
import { refundReason } from '../../lib/refund-reason.ts';
import { PaymentGatewayError } from '../../providers/payment/index.ts';
import { recordAudit } from '../audit/public.ts';
import type { VipContext } from './vip-context.ts';
import { OrderTypeText } from './vip.schemas.ts';

/**
 * The console's VIP orders (finance), and the refund of money that arrived for an order that
 * could no longer be applied (status `refund`: the membership changed while the buyer paid).
 * The refund goes in three steps so the money moves once whatever fails in between: a
 * transaction claims it on the order (R + order number), the gateway is asked by that number,
 * and a transaction records its success.
 */
type OrderRow = Selectable<VipOrderTable>;
type Listed = OrderRow & {
  phone: string | null;
  realname: string | null;
  nick_name: string | null;
};

const refundLock = (orderId: number) => `vip-refund:${orderId}`;

function refusal(order: OrderRow, gateway: string): string {
  if (order.status === 'refunded') return RefundMsg.alreadyRefunded;
  if (order.status !== 'refund') return ConsoleVipMsg.refundOnlyLate;
  if (order.provider !== gateway) return RefundMsg.providerMissing;
  return '';
}

function orderView(row: Listed, gateway: string): ConsoleVipOrder {
  return {
    id: row.id,
    orderNum: row.order_num,
    buyerPhone: row.phone ?? '',
    buyerName: row.realname || row.nick_name || '',
    product: row.product_name,
    typeText: OrderTypeText[row.type] ?? '',
    payAmount: fenToYuan(row.pay_amount),
    status: row.status,
    provider: row.provider,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    refundState: row.refund_state,
    refundReason: row.refund_reason,
    refundFailure: row.refund_failure,
    refundRefusal: refusal(row, gateway),
  };
}

function ordersQuery(ctx: VipContext) {
  return ctx.db.selectFrom('vip_order as o').leftJoin('app_user as u', 'u.id', 'o.user_id');
}

function selectListed(query: ReturnType<typeof ordersQuery>) {
  return query.selectAll('o').select(['u.phone', 'u.realname', 'u.nick_name']);
}

export async function listConsoleVipOrders(
  ctx: VipContext,
  query: {
    page?: number | undefined;
    pageSize?: number | undefined;
    keyword?: string | undefined;
    status?: OrderRow['status'] | undefined;
  },
): Promise<{ list: ConsoleVipOrder[]; total: number }> {
  const size = query.pageSize ?? 20;
  const page = query.page ?? 1;
  let base = ordersQuery(ctx);
  const keyword = query.keyword?.trim();
  if (keyword) {
    // An order number is typed whole or in part; a phone from its start.
    base = base.where((eb) =>
      /^\d+$/.test(keyword)
        ? eb.or([containsText('o.order_num', keyword), eb('u.phone', 'like', `${keyword}%`)])
        : containsText('o.order_num', keyword),
    );
  }
  if (query.status) base = base.where('o.status', '=', query.status);
  const [rows, count] = await Promise.all([
    selectListed(base)
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((row) => orderView(row, ctx.payment.name)),
    total: Number(count.n),
  };
}

async function consoleOrder(ctx: VipContext, id: number): Promise<ConsoleVipOrder> {
  const row = await selectListed(ordersQuery(ctx)).where('o.id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError(ApiCode.NOT_FOUND, ConsoleVipMsg.orderNotFound);
  return orderView(row, ctx.payment.name);
}

/**
 * Sends a late payment back. A second request for the same order (a double click, finance
 * asking again after 处理中 or a refusal) asks the gateway again with the same refund number.
 */
export async function refundVipOrder(
  ctx: VipContext,
  staffId: number,
  input: { id: number; reason: string },
): Promise<ConsoleVipOrder> {
  const reason = refundReason(input.reason);
  const claimed = await ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, refundLock(input.id));
    const order = await trx
      .selectFrom('vip_order')
      .selectAll()
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (!order) throw new ApiError(ApiCode.NOT_FOUND, ConsoleVipMsg.orderNotFound);
    const refused = refusal(order, ctx.payment.name);
    if (refused) throw new ApiError(ApiCode.BAD_REQUEST, refused);
    const refundNo = order.refund_no ?? `R${order.order_num}`;
    const nowIso = new Date().toISOString();
    await trx
      .updateTable('vip_order')
      .set({
        refund_no: refundNo,
        refund_state: 'processing',
        refund_failure: '',
        // The first reason stays: it is what the buyer was told.
        refund_reason: order.refund_reason || reason,
        refund_by: staffId,
        updated_at: nowIso,
      })
      .where('id', '=', order.id)
      .execute();
    await recordAudit(trx, {
      actorId: staffId,
      action: 'vip_order.refund',
      entity: 'vip_order',
      entityId: order.id,
      before: { status: order.status, refundState: order.refund_state },
      after: { refundState: 'processing', refundNo, amount: order.pay_amount, reason },
    });
    return { order, refundNo };
  });

  let state: 'processing' | 'success';
  try {
    ({ state } = await ctx.payment.refund({
      orderNum: claimed.order.order_num,
      refundNo: claimed.refundNo,
      amountFen: claimed.order.pay_amount,
      totalFen: claimed.order.pay_amount,
      reason,
    }));
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    ctx.log.warn({ err: error, orderNum: claimed.order.order_num }, 'VIP refund refused');
    await ctx.db
      .updateTable('vip_order')
      .set({
        refund_state: 'failed',
        refund_failure: error.message.slice(0, 200),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', claimed.order.id)
      .where('status', '=', 'refund')
      .execute();
    throw new ApiError(ApiCode.BAD_REQUEST, RefundMsg.gatewayFailed);
  }
  if (state === 'success') {
    await ctx.db.transaction().execute(async (trx) => {
      await lockKey(trx, ctx.engine, refundLock(claimed.order.id));
      const nowIso = new Date().toISOString();
      await trx
        .updateTable('vip_order')
        .set({
          status: 'refunded',
          refund_state: 'success',
          refunded_at: nowIso,
          updated_at: nowIso,
        })
        .where('id', '=', claimed.order.id)
        .where('status', '=', 'refund')
        .execute();
    });
  }
  return consoleOrder(ctx, claimed.order.id);
}
