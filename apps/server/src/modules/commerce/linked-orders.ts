import type { PaymentPayer } from '../../providers/payment/index.ts';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { ApiCode } from '@shangan/shared';
import type { CreatedShopOrder } from '@shangan/shared/contracts/commerce/orders';
import type { Database, Db } from '../../db/database.ts';
import { lockKey } from '../../db/locks.ts';
import { ApiError } from '../../lib/api-error.ts';
import { commerceContext, type CommerceContext } from './commerce-context.ts';
import { findGoods } from './goods.repository.ts';
import { GOODS_NOT_FOUND } from './goods.service.ts';
import { closeUnpaidOrder } from './order-closing.ts';
import { effectiveStatus } from './order-views.ts';
import {
  buyerLockKey,
  insertServiceOrder,
  MAX_UNPAID_ORDERS,
  openPayment,
} from './orders.service.ts';
import { countUnpaid, findOrderById } from './orders.repository.ts';

/**
 * Goods another module sells from its own page, for a row of its own: an enlistment's service
 * fee, a course or a package of courses. That module decides what is being paid for and links the order to its row; the shop
 * prices the order from its goods, records and collects it like any other (same order list,
 * gateway, notify route and sweeper), and tells the module when it is paid (paid-listeners.ts).
 * Such goods are not sold through the confirm page: without the row they would buy nothing.
 */
const LINKED_KINDS = new Set(['enlist_service', 'course', 'course_package']);

export interface LinkedOrderRequest {
  userId: number;
  goodsId: number;
  /**
   * The order placed for the same row before, or null. While it can still be paid it is offered
   * again (same amount and deadline) instead of a second order.
   */
  previousOrderId: number | null;
  payer?: PaymentPayer;
  /**
   * Records the new order on the module's row, in the transaction that writes the order:
   * throwing (the row moved on meanwhile) rolls the order back.
   */
  link: (trx: Transaction<Database>, order: { id: number; orderNum: string }) => Promise<void>;
}

/** What another module may do with shop orders (see public.ts). */
export interface ShopCashier {
  placeLinkedOrder(request: LinkedOrderRequest): Promise<CreatedShopOrder>;
}

/**
 * The cashier for a module registered beside the shop. Paid and closed events reach waiting
 * dialogs from the shop's own module (settlement and sweeper run there); an order this cashier
 * closes — a fresh one the gateway refused, nobody waiting on it yet, or a predecessor past its
 * time — has no dialog to tell.
 */
export function createShopCashier(app: FastifyInstance): ShopCashier {
  const ctx = commerceContext(app);
  return { placeLinkedOrder: (request) => placeLinkedOrder(ctx, request) };
}

/**
 * Places (or offers again) the order of one linked goods. The same rules as the confirm page's
 * orders: the price read from the goods row inside the transaction, the buyer's lock and cap on
 * unpaid orders, the timeline started, the gateway asked after the commit.
 */
export async function placeLinkedOrder(
  ctx: CommerceContext,
  request: LinkedOrderRequest,
): Promise<CreatedShopOrder> {
  const { userId, goodsId, previousOrderId, payer } = request;
  if (previousOrderId !== null) {
    const previous = await findOrderById(ctx.db, previousOrderId);
    if (previous && previous.user_id === userId && previous.hidden === 0) {
      const status = effectiveStatus(previous);
      if (status === 'unpaid') return openPayment(ctx, previous, payer, false);
      // Past its time but not swept yet: closed properly, so money arriving for it late is
      // kept for a refund instead of paying for the row twice.
      if (status === 'closed' && previous.status === 'unpaid') {
        await closeUnpaidOrder(ctx, previous.id, '超时未支付');
      }
    }
  }

  const order = await ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, buyerLockKey(userId));
    const now = new Date();
    const nowIso = now.toISOString();
    const goods = await findGoods(trx, goodsId);
    if (!goods || goods.on_sale !== 1) throw new ApiError(ApiCode.NOT_FOUND, GOODS_NOT_FOUND);
    if (!LINKED_KINDS.has(goods.kind) || goods.needs_shipping === 1) {
      throw new Error(`goods ${goods.id} (${goods.kind}) is not sold through linked orders`);
    }
    if ((await countUnpaid(trx, userId, nowIso)) >= MAX_UNPAID_ORDERS) {
      throw new ApiError(ApiCode.BAD_REQUEST, '您有多笔待支付订单，请先支付或取消后再下单');
    }
    const row = await insertServiceOrder(ctx, trx, userId, goods, goods.kind, now);
    await request.link(trx, { id: row.id, orderNum: row.order_num });
    return row;
  });
  return openPayment(ctx, order, payer, true);
}

/** Keeps a module's goods in step with its row (a course's title, price and cover changed). */
export async function updateServiceGoods(
  trx: Transaction<Database>,
  goodsId: number,
  goods: {
    title: string;
    subtitle: string;
    price: number;
    originalPrice?: number;
    cover?: { url: string; width: number; height: number };
  },
  now: string,
): Promise<void> {
  await trx
    .updateTable('shop_goods')
    .set({
      title: goods.title,
      subtitle: goods.subtitle,
      // A course made free keeps its goods for the orders that name them; it is no longer sold.
      ...(goods.price > 0 ? { price: goods.price } : {}),
      original_price: goods.originalPrice ?? null,
      ...(goods.cover
        ? {
            cover_url: goods.cover.url,
            cover_width: goods.cover.width,
            cover_height: goods.cover.height,
          }
        : {}),
      updated_at: now,
    })
    .where('id', '=', goodsId)
    .execute();
}

/**
 * A service sold through linked orders, for a module's seed or its console: nothing to post,
 * stock not counted, one per order. A course names its own row (refId) and may bring its cover
 * and a struck-through price for the order's line. Answers its id.
 */
export async function addServiceGoods(
  trx: Transaction<Database>,
  goods: {
    kind: 'enlist_service' | 'course' | 'course_package';
    title: string;
    subtitle: string;
    price: number;
    sku: string;
    refId?: number;
    originalPrice?: number;
    cover?: { url: string; width: number; height: number };
  },
  now: string,
): Promise<number> {
  const row = await trx
    .insertInto('shop_goods')
    .values({
      kind: goods.kind,
      ref_id: goods.refId ?? null,
      title: goods.title,
      subtitle: goods.subtitle,
      sku: goods.sku,
      price: goods.price,
      original_price: goods.originalPrice ?? null,
      ...(goods.cover
        ? {
            cover_url: goods.cover.url,
            cover_width: goods.cover.width,
            cover_height: goods.cover.height,
          }
        : {}),
      stock: null,
      max_per_order: 1,
      needs_shipping: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface LinkedGoods {
  title: string;
  subtitle: string;
  /** Fen. */
  price: number;
  onSale: boolean;
}

/** Linked goods taken off sale: what named them (an exam removed) is no longer sold. */
export async function withdrawServiceGoods(
  trx: Transaction<Database>,
  goodsId: number,
  now: string,
): Promise<void> {
  await trx
    .updateTable('shop_goods')
    .set({ on_sale: 0, updated_at: now })
    .where('id', '=', goodsId)
    .where('kind', 'in', [...LINKED_KINDS])
    .execute();
}

/** The title and current price (fen) of linked goods, for the selling module's own pages. */
export async function linkedGoods(db: Db, ids: number[]): Promise<Map<number, LinkedGoods>> {
  const map = new Map<number, LinkedGoods>();
  if (ids.length === 0) return map;
  const rows = await db
    .selectFrom('shop_goods')
    .select(['id', 'title', 'subtitle', 'price', 'on_sale'])
    .where('id', 'in', ids)
    .where('kind', 'in', [...LINKED_KINDS])
    .execute();
  for (const row of rows) {
    map.set(row.id, {
      title: row.title,
      subtitle: row.subtitle,
      price: row.price,
      onSale: row.on_sale === 1,
    });
  }
  return map;
}
