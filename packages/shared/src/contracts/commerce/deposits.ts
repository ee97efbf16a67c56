import { Type, type Static } from 'typebox';
import { endpoint } from '../contract.ts';
import { Yuan } from '../common.ts';
import { CoachingType } from './coaching.ts';
import { GoodsKind, Picture, TAG } from './goods.ts';
import { CreatedShopOrder } from './orders.ts';

/**
 * Deposits (定金, docs/areas/commerce.md): goods of kind 'deposit' linked to a target goods. The
 * deposit is paid now through an ordinary shop order; the balance is paid later by ordering the
 * target with the deposit named, and the server deducts it (定金抵扣, at most once: a second
 * order naming it is refused, and an order that closes unpaid hands it back).
 */

/**
 * Where the person is with one deposit product: the deposit order waits for payment (unpaid),
 * the deposit is paid and not yet deducted (paid), a balance order that deducts it waits for
 * payment (held), or the balance is paid (used).
 */
export const DepositState = Type.Enum(['unpaid', 'paid', 'held', 'used']);
export type DepositState = Static<typeof DepositState>;

export const MyDeposit = Type.Object({
  /** The deposit (what a balance order names as depositId). */
  id: Type.Integer(),
  state: DepositState,
  /** 待支付定金 / 待付尾款 / 尾款待支付 / 已抵扣 */
  stateText: Type.String(),
  /** The deposit order. */
  orderId: Type.Integer(),
  orderNum: Type.String(),
  paidAt: Type.Union([Type.String(), Type.Null()]),
  /** When an unpaid deposit order closes by itself. */
  expiresAt: Type.Union([Type.String(), Type.Null()]),
  /** The balance order that deducted it (unpaid or paid), once there is one. */
  balanceOrderId: Type.Union([Type.Integer(), Type.Null()]),
});
export type MyDeposit = Static<typeof MyDeposit>;

export const DepositOffer = Type.Object({
  goodsId: Type.Integer(),
  title: Type.String(),
  subtitle: Type.String(),
  /** Plain text; paragraphs separated by a blank line. */
  intro: Type.String(),
  /** 定金规则, one line each. */
  rules: Type.Array(Type.String()),
  /** The deposit. */
  price: Yuan,
  /** Taken off the target's price when the balance is paid. */
  deduct: Yuan,
  target: Type.Object({
    goodsId: Type.Integer(),
    kind: GoodsKind,
    title: Type.String(),
    cover: Picture,
    /** The target's price today. */
    price: Yuan,
    /** What is left to pay with the deposit deducted (before any coupon). */
    balance: Yuan,
    /** A coaching target's page type (its balance is paid there, with a slot); else null. */
    coachingType: Type.Union([CoachingType, Type.Null()]),
  }),
  onSale: Type.Boolean(),
  /** The caller's deposit of this product still open or deducted; null when none (or a visitor). */
  mine: Type.Union([MyDeposit, Type.Null()]),
});
export type DepositOffer = Static<typeof DepositOffer>;

const DepositGoodsId = Type.Integer({
  minimum: 1,
  errorMessage: { required: '请选择定金商品', default: '定金商品不正确' },
});

export const ListDeposits = endpoint({
  method: 'GET',
  path: '/pc/deposits/index',
  tag: TAG,
  summary: '定金商品列表（含抵扣金额、对应商品与当前用户的定金状态）',
  data: Type.Array(DepositOffer),
});

export const GetDeposit = endpoint({
  method: 'GET',
  path: '/pc/deposits/show',
  tag: TAG,
  summary: '定金商品详情（含当前用户的定金状态）',
  querystring: Type.Object({ id: DepositGoodsId }),
  data: DepositOffer,
});

/** 支付定金: an order of the deposit goods (no address, no coupon); answers its QR text. */
export const CreateDepositOrder = endpoint({
  method: 'POST',
  path: '/pc/deposits/create',
  tag: TAG,
  summary: '支付定金：创建定金订单（金额由服务端计算；返回二维码内容 url）',
  body: Type.Object({
    goodsId: DepositGoodsId,
    /** Whatever a client claims the amount is, it is not read: the server prices the order. */
    payAmount: Type.Optional(Type.Unknown()),
    price: Type.Optional(Type.Unknown()),
  }),
  data: CreatedShopOrder,
});
