import type { PaymentPayer } from '../../providers/payment/index.ts';
import { ApiCode } from '@shangan/shared';
import type { CoachingType } from '@shangan/shared/contracts/commerce/coaching';
import type { DepositOffer, MyDeposit } from '@shangan/shared/contracts/commerce/deposits';
import type { GoodsKind } from '@shangan/shared/contracts/commerce/goods';
import type { CreatedShopOrder } from '@shangan/shared/contracts/commerce/orders';
import type { Db } from '../../db/database.ts';
import { lockKey } from '../../db/locks.ts';
import { ApiError } from '../../lib/api-error.ts';
import { fenToYuan } from '../../lib/money.ts';
import { depositDeduction } from './coaching-orders.ts';
import { findProductByGoods } from './coaching.repository.ts';
import { jsonList } from './coaching.service.ts';
import type { CommerceContext } from './commerce-context.ts';
import {
  depositsOf,
  findDepositProduct,
  insertDeposit,
  listDepositProducts,
  PAID_STATES,
  type DepositProductRow,
} from './deposits.repository.ts';
import { findGoods } from './goods.repository.ts';
import { GOODS_NOT_FOUND } from './goods.service.ts';
import { countUnpaid } from './orders.repository.ts';
import {
  buyerLockKey,
  insertServiceOrder,
  MAX_UNPAID_ORDERS,
  openPayment,
} from './orders.service.ts';

const STATE_TEXT: Record<MyDeposit['state'], string> = {
  unpaid: '待支付定金',
  paid: '待付尾款',
  held: '尾款待支付',
  used: '已抵扣',
};

const isPaid = (status: string | null) =>
  status !== null && (PAID_STATES as readonly string[]).includes(status);

type DepositWithOrders = Awaited<ReturnType<typeof depositsOf>>[number];

/**
 * Where one deposit stands, or null when it no longer counts (its order closed unpaid or was
 * refunded). An unpaid order past its time reads as closed, as everywhere in the shop.
 */
function stateOf(row: DepositWithOrders, nowIso: string): MyDeposit['state'] | null {
  if (row.order_status === 'unpaid') return row.order_expires_at > nowIso ? 'unpaid' : null;
  if (!isPaid(row.order_status)) return null;
  if (row.used_order_id === null) return 'paid';
  if (isPaid(row.balance_status)) return 'used';
  if (row.balance_status === 'unpaid' && (row.balance_expires_at ?? '') > nowIso) return 'held';
  // The balance order closed (or is about to be swept): the deposit is free again.
  return 'paid';
}

const OPEN_FIRST: Record<MyDeposit['state'], number> = { unpaid: 0, held: 1, paid: 2, used: 3 };

/** The caller's deposit of the product to show: an open one before a deducted one, newest first. */
async function mineOf(db: Db, userId: number, goodsId: number): Promise<MyDeposit | null> {
  const nowIso = new Date().toISOString();
  const rows = (await depositsOf(db, userId, goodsId))
    .map((row) => ({ row, state: stateOf(row, nowIso) }))
    .filter((x): x is { row: DepositWithOrders; state: MyDeposit['state'] } => x.state !== null)
    .sort((a, b) => OPEN_FIRST[a.state] - OPEN_FIRST[b.state] || b.row.id - a.row.id);
  const first = rows[0];
  if (!first) return null;
  const { row, state } = first;
  return {
    id: row.id,
    state,
    stateText: STATE_TEXT[state],
    orderId: row.order_id,
    orderNum: row.order_num,
    paidAt: row.paid_at,
    expiresAt: state === 'unpaid' ? row.order_expires_at : null,
    balanceOrderId: state === 'held' || state === 'used' ? row.used_order_id : null,
  };
}

async function offerView(
  ctx: CommerceContext,
  product: DepositProductRow,
  userId: number | null,
): Promise<DepositOffer> {
  const [goods, target] = await Promise.all([
    findGoods(ctx.db, product.goods_id),
    findGoods(ctx.db, product.target_goods_id),
  ]);
  if (!goods || !target) throw new ApiError(ApiCode.NOT_FOUND, GOODS_NOT_FOUND);
  const coaching = target.kind === 'coaching' ? await findProductByGoods(ctx.db, target.id) : null;
  const deduct = depositDeduction(product.deduct_amount, target.price);
  return {
    goodsId: goods.id,
    title: goods.title,
    subtitle: goods.subtitle,
    intro: product.intro,
    rules: jsonList(product.rules, (v): v is string => typeof v === 'string'),
    price: fenToYuan(goods.price),
    deduct: fenToYuan(deduct),
    target: {
      goodsId: target.id,
      kind: target.kind as GoodsKind,
      title: target.title,
      cover: { url: target.cover_url, width: target.cover_width, height: target.cover_height },
      price: fenToYuan(target.price),
      balance: fenToYuan(target.price - deduct),
      coachingType: (coaching?.type as CoachingType | undefined) ?? null,
    },
    onSale: goods.on_sale === 1 && target.on_sale === 1,
    mine: userId === null ? null : await mineOf(ctx.db, userId, goods.id),
  };
}

/** GET /pc/deposits/index: every deposit on sale, with the caller's own state of each. */
export async function depositList(
  ctx: CommerceContext,
  userId: number | null,
): Promise<DepositOffer[]> {
  const products = await listDepositProducts(ctx.db);
  return Promise.all(products.map((product) => offerView(ctx, product, userId)));
}

/** GET /pc/deposits/show?id=: one deposit by its goods id. */
export async function depositDetail(
  ctx: CommerceContext,
  goodsId: number,
  userId: number | null,
): Promise<DepositOffer> {
  const product = await findDepositProduct(ctx.db, goodsId);
  if (!product) throw new ApiError(ApiCode.NOT_FOUND, GOODS_NOT_FOUND);
  return offerView(ctx, product, userId);
}

/**
 * POST /pc/deposits/create: an order of the deposit goods, priced from its row, and the deposit
 * it buys (deducting what the product says today, frozen). One open deposit per product and
 * person: while one waits for payment or for its balance, another is refused.
 */
export async function createDepositOrder(
  ctx: CommerceContext,
  userId: number,
  goodsId: number,
  payer?: PaymentPayer,
): Promise<CreatedShopOrder> {
  const order = await ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, buyerLockKey(userId));
    const now = new Date();
    const nowIso = now.toISOString();
    const product = await findDepositProduct(trx, goodsId);
    const goods = product ? await findGoods(trx, goodsId) : undefined;
    if (!product || !goods || goods.kind !== 'deposit') {
      throw new ApiError(ApiCode.NOT_FOUND, GOODS_NOT_FOUND);
    }
    const target = await findGoods(trx, product.target_goods_id);
    if (goods.on_sale !== 1 || !target || target.on_sale !== 1) {
      throw new ApiError(ApiCode.BAD_REQUEST, '商品已下架');
    }
    // Only a coaching product's balance order can deduct a deposit so far: a deposit towards
    // anything else could be paid but never used.
    if (target.kind !== 'coaching') {
      throw new ApiError(ApiCode.BAD_REQUEST, '该定金暂未开放购买');
    }
    const mine = await mineOf(trx, userId, goods.id);
    if (mine?.state === 'unpaid') {
      throw new ApiError(ApiCode.BAD_REQUEST, '您有待支付的定金订单，请在订单中继续支付');
    }
    if (mine?.state === 'paid' || mine?.state === 'held') {
      throw new ApiError(ApiCode.BAD_REQUEST, '您已支付定金，请支付尾款');
    }
    if ((await countUnpaid(trx, userId, nowIso)) >= MAX_UNPAID_ORDERS) {
      throw new ApiError(ApiCode.BAD_REQUEST, '您有多笔待支付订单，请先支付或取消后再下单');
    }
    const row = await insertServiceOrder(ctx, trx, userId, goods, 'deposit', now);
    await insertDeposit(trx, {
      user_id: userId,
      goods_id: goods.id,
      target_goods_id: target.id,
      order_id: row.id,
      paid_amount: goods.price,
      deduct_amount: product.deduct_amount,
      created_at: nowIso,
      updated_at: nowIso,
    });
    return row;
  });
  return openPayment(ctx, order, payer, true);
}
