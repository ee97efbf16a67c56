import type { OrderLine } from '@shangan/shared/contracts/commerce/orders';
import { fenToYuan } from '../../lib/money.ts';
import type { CartLine } from './coupon-rules.ts';
import type { GoodsRow } from './goods.repository.ts';

/** Posted goods ship free from this goods amount (fen); below it the parcel costs FREIGHT. */
export const FREE_SHIPPING_FROM = 9900;
export const FREIGHT = 800;
export const FREIGHT_RULE = '图书满99元包邮，不满99元收运费8元';

/**
 * The kinds of goods that can be ordered today. The others are carried by the model (and the
 * order list) but are sold from their own pages once those exist.
 */
const SELLABLE_KINDS = new Set(['book']);

export interface PricedCart {
  lines: Array<CartLine & { title: string; cover: string; price: number; quantity: number }>;
  goodsAmount: number;
  freight: number;
  needsShipping: boolean;
}

/** The cart at the server's prices, in fen; the client's idea of any amount is never read. */
export function priceCart(goods: GoodsRow, quantity: number): PricedCart {
  const amount = goods.price * quantity;
  const needsShipping = goods.needs_shipping === 1;
  return {
    lines: [
      {
        goodsId: goods.id,
        kind: goods.kind,
        title: goods.title,
        cover: goods.cover_url,
        price: goods.price,
        quantity,
        amount,
      },
    ],
    goodsAmount: amount,
    freight: needsShipping && amount < FREE_SHIPPING_FROM ? FREIGHT : 0,
    needsShipping,
  };
}

/** The most any order may ask for of one goods (the contract's quantity limit). */
const MAX_QUANTITY = 99;

/**
 * The most the confirm page may ask for: the stock (when counted), the goods' limit per order
 * and the order limit; at least 1, so a sold-out goods still shows its quantity (its problem
 * says why it cannot be ordered).
 */
export function maxQuantity(goods: GoodsRow): number {
  return Math.max(1, Math.min(MAX_QUANTITY, goods.max_per_order, goods.stock ?? MAX_QUANTITY));
}

/** Why this cart cannot be ordered as it stands, or null. */
export function cartProblem(goods: GoodsRow, quantity: number): string | null {
  if (goods.on_sale !== 1) return '商品已下架';
  if (!SELLABLE_KINDS.has(goods.kind)) return '该商品暂未开放购买';
  if (goods.stock !== null && goods.stock <= 0) return '商品已售罄';
  if (goods.stock !== null && goods.stock < quantity) return `库存不足，仅剩${goods.stock}件`;
  if (quantity > goods.max_per_order) return `每单最多购买${goods.max_per_order}件`;
  return null;
}

export function lineView(line: PricedCart['lines'][number]): OrderLine {
  return {
    goodsId: line.goodsId,
    kind: line.kind as OrderLine['kind'],
    title: line.title,
    cover: line.cover,
    price: fenToYuan(line.price),
    quantity: line.quantity,
    amount: fenToYuan(line.amount),
  };
}
