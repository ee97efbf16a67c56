import { Type, type Static } from 'typebox';
import { endpoint } from '../contract.ts';
import { PageQuery, Yuan } from '../common.ts';
import { PayState } from '../payment.ts';
import { Address } from './addresses.ts';
import { CouponForCart } from './coupons.ts';
import { CoachingType, GoodsKind, TAG } from './goods.ts';

/**
 * Shop orders (docs/areas/commerce.md). Every amount is computed by the server from its own
 * prices and the person's coupon; nothing the client says about money is read. Paying uses the
 * same gateways and signed notification as VIP.
 *
 * States: unpaid → paid → shipped → received; unpaid → closed (cancelled or expired);
 * paid → refunding → refunded. Goods that need no delivery go from paid to received at once.
 *
 * Outside the envelope: the waiting payment dialog listens on GET /pc/orders/events/{id}
 * (text/event-stream, `event: paid` or `event: state` with a PaymentEvent of contracts/payment.ts
 * as data, then the stream ends), as VIP's does, and polls QueryOrder besides. The local demo pay page (/pay/local/{orderNum}, GetLocalPayOrder and
 * ConfirmLocalPay of the VIP contracts) takes shop orders too.
 */

/** What the order list shows a row as: the goods' kind, or 'vip' for a VIP membership order. */
export const OrderKind = Type.Enum([...GoodsKind.enum, 'vip']);
export type OrderKind = Static<typeof OrderKind>;

export const ShopOrderState = Type.Enum(
  ['unpaid', 'paid', 'shipped', 'received', 'closed', 'refunding', 'refunded'],
  { errorMessage: '订单状态不正确' },
);
export type ShopOrderState = Static<typeof ShopOrderState>;

/** The tabs of 我的订单: all, or one state (refund covers refunding and refunded). */
export const OrderTab = Type.Enum(
  ['all', 'unpaid', 'paid', 'shipped', 'received', 'closed', 'refund'],
  { errorMessage: '订单分类不正确' },
);
export type OrderTab = Static<typeof OrderTab>;

/**
 * The pay state a waiting payment dialog polls, numbered as VIP's geState: 0 unpaid, 1 paid,
 * 2 closed or expired, 3 paid but refunded or being refunded (contracts/payment.ts).
 */
export { PayState };

export const OrderLine = Type.Object({
  goodsId: Type.Integer(),
  kind: GoodsKind,
  title: Type.String(),
  /** The cover's address, or empty when the goods has none. */
  cover: Type.String(),
  /** Price of one at the time of the order. */
  price: Yuan,
  quantity: Type.Integer(),
  amount: Yuan,
});
export type OrderLine = Static<typeof OrderLine>;

export const OrderListItem = Type.Object({
  /** The id within its source: shop orders and VIP orders are numbered apart. */
  id: Type.Integer(),
  /** 'vip' rows are VIP membership orders (their detail is on the VIP page). */
  source: Type.Enum(['shop', 'vip']),
  kind: OrderKind,
  orderNum: Type.String(),
  /** The first line's title (or the VIP package). */
  title: Type.String(),
  cover: Type.String(),
  lines: Type.Array(OrderLine),
  goodsAmount: Yuan,
  freight: Yuan,
  discount: Yuan,
  payAmount: Yuan,
  state: ShopOrderState,
  stateText: Type.String(),
  createdAt: Type.String(),
  paidAt: Type.Union([Type.String(), Type.Null()]),
  /** When an unpaid order closes by itself. */
  expiresAt: Type.Union([Type.String(), Type.Null()]),
  canPay: Type.Boolean(),
  canCancel: Type.Boolean(),
  /** Closed orders may be removed from the list. */
  canDelete: Type.Boolean(),
  /** Shipped orders: 确认收货. */
  canConfirm: Type.Boolean(),
});
export type OrderListItem = Static<typeof OrderListItem>;

export const Shipment = Type.Object({
  /** kuaidi100's company code (shunfeng, yuantong …). */
  company: Type.String(),
  companyName: Type.String(),
  trackingNumber: Type.String(),
  shippedAt: Type.String(),
});
export type Shipment = Static<typeof Shipment>;

/** The recipient as written on the parcel when the order was placed. */
export const OrderAddress = Type.Object({
  name: Type.String(),
  phone: Type.String(),
  fullAddress: Type.String(),
  postcode: Type.String(),
});
export type OrderAddress = Static<typeof OrderAddress>;

export const TimelineEntry = Type.Object({
  state: ShopOrderState,
  /** 提交订单, 支付成功, 商家已发货 … */
  text: Type.String(),
  at: Type.String(),
});
export type TimelineEntry = Static<typeof TimelineEntry>;

/** The seat a coaching order takes, and who attends. */
export const OrderBooking = Type.Object({
  type: CoachingType,
  startsAt: Type.String(),
  endsAt: Type.String(),
  coachName: Type.String(),
  /** 报名信息 as given when ordering. */
  name: Type.String(),
  phone: Type.String(),
  /** The course adviser chosen, or null. */
  adviserName: Type.Union([Type.String(), Type.Null()]),
  /** The order closed unpaid and the seat went back to the slot. */
  released: Type.Boolean(),
});
export type OrderBooking = Static<typeof OrderBooking>;

export const OrderDetail = Type.Object({
  ...OrderListItem.properties,
  source: Type.Literal('shop'),
  /** Null for goods that need no delivery. */
  address: Type.Union([OrderAddress, Type.Null()]),
  coupon: Type.Union([
    Type.Object({ id: Type.Integer(), name: Type.String(), amount: Yuan }),
    Type.Null(),
  ]),
  remark: Type.String(),
  shipment: Type.Union([Shipment, Type.Null()]),
  /** Oldest first. */
  timeline: Type.Array(TimelineEntry),
  /** Why a closed order closed (已取消, 超时未支付). */
  closedReason: Type.Union([Type.String(), Type.Null()]),
  receivedAt: Type.Union([Type.String(), Type.Null()]),
  /** 定金抵扣: what a paid deposit took off this order; absent when none did. */
  depositDeduction: Type.Optional(Yuan),
  /** A coaching order's seat; absent for other goods. */
  booking: Type.Optional(OrderBooking),
});
export type OrderDetail = Static<typeof OrderDetail>;

const OrderId = Type.Integer({
  minimum: 1,
  errorMessage: { required: '缺少订单编号', default: '订单编号不正确' },
});

/** What the confirm page sends: one goods and how many, plus the chosen address and coupon. */
const CartFields = {
  goodsId: Type.Integer({
    minimum: 1,
    errorMessage: { required: '请选择商品', default: '商品编号不正确' },
  }),
  quantity: Type.Integer({
    minimum: 1,
    maximum: 99,
    errorMessage: { required: '请填写购买数量', default: '购买数量应为1-99' },
  }),
  couponId: Type.Optional(Type.Integer({ minimum: 1, errorMessage: '优惠券不正确' })),
};

export const Checkout = Type.Object({
  lines: Type.Array(OrderLine),
  goodsAmount: Yuan,
  freight: Yuan,
  discount: Yuan,
  payAmount: Yuan,
  /** Whether the goods are posted (an address is required to order). */
  needsAddress: Type.Boolean(),
  /** The address asked for, else the default one; null when the person has none. */
  address: Type.Union([Address, Type.Null()]),
  /** The coupon asked for when it applies; null otherwise. */
  couponId: Type.Union([Type.Integer(), Type.Null()]),
  /** The coupon taking off the most, to preselect; null when none applies. */
  bestCouponId: Type.Union([Type.Integer(), Type.Null()]),
  /** Every available coupon of the person, usable ones first, each with its reason. */
  coupons: Type.Array(CouponForCart),
  /** Why the order cannot be placed as it stands (sold out, too many …); null when it can. */
  problem: Type.Union([Type.String(), Type.Null()]),
  /** The most the quantity may be: the stock, the goods' limit per order and 99; at least 1. */
  maxQuantity: Type.Integer(),
  /** 运费规则, e.g. 满99元包邮. */
  freightRule: Type.String(),
});
export type Checkout = Static<typeof Checkout>;

/** The confirm-order page: prices, freight and coupons for a cart, before ordering. */
export const GetCheckout = endpoint({
  method: 'GET',
  path: '/pc/orders/checkout',
  tag: TAG,
  summary: '确认订单：按服务端价格计算商品金额、运费、优惠与应付金额，列出可用与不可用优惠券',
  querystring: Type.Object({
    ...CartFields,
    addressId: Type.Optional(Type.Integer({ minimum: 1, errorMessage: '收货地址不正确' })),
  }),
  data: Checkout,
});

export const CreatedShopOrder = Type.Object({
  id: Type.Integer(),
  orderNum: Type.String(),
  /** 购买物品 */
  product: Type.String(),
  goodsAmount: Yuan,
  freight: Yuan,
  discount: Yuan,
  payAmount: Yuan,
  /** The text the payment QR code encodes. */
  url: Type.String(),
  expiresAt: Type.String(),
});
export type CreatedShopOrder = Static<typeof CreatedShopOrder>;

export const CreateOrder = endpoint({
  method: 'POST',
  path: '/pc/orders/create',
  tag: TAG,
  summary: '提交订单（扣减库存、锁定优惠券；金额由服务端计算；返回二维码内容 url）',
  body: Type.Object({
    ...CartFields,
    addressId: Type.Optional(
      Type.Integer({ minimum: 1, errorMessage: { default: '收货地址不正确' } }),
    ),
    remark: Type.Optional(Type.String({ maxLength: 100, errorMessage: '订单备注不能超过100个字' })),
    /** Whatever a client claims the amounts are, they are not read: the server prices the order. */
    payAmount: Type.Optional(Type.Unknown()),
    price: Type.Optional(Type.Unknown()),
    discount: Type.Optional(Type.Unknown()),
  }),
  data: CreatedShopOrder,
});

/** 去支付 for an unpaid order: its QR code again (same amount, same deadline). */
export const PayOrder = endpoint({
  method: 'POST',
  path: '/pc/orders/pay',
  tag: TAG,
  summary: '继续支付未支付订单（返回二维码内容 url）',
  body: Type.Object({ id: OrderId }),
  data: CreatedShopOrder,
});

export const ListOrders = endpoint({
  method: 'GET',
  path: '/pc/orders/index',
  tag: TAG,
  summary:
    '我的订单（按状态分类，分页；含 VIP 会员订单；enlistId 只看该报名的订单，courseId 只看含该课程的订单）',
  querystring: Type.Object({
    ...PageQuery.properties,
    tab: Type.Optional(OrderTab),
    /** Only the orders linked to this enlistment of the person (its fee). */
    enlistId: Type.Optional(Type.Integer({ minimum: 1, errorMessage: '报名编号不正确' })),
    /** Only the orders containing these goods (a course). */
    courseId: Type.Optional(Type.Integer({ minimum: 1, errorMessage: '课程编号不正确' })),
  }),
  data: Type.Object({
    list: Type.Array(OrderListItem),
    total: Type.Integer(),
  }),
});

export const GetOrder = endpoint({
  method: 'GET',
  path: '/pc/orders/show',
  tag: TAG,
  summary: '订单详情（收货地址、优惠、物流与状态时间线）',
  querystring: Type.Object({ id: OrderId }),
  data: OrderDetail,
});

export const OrderPayState = Type.Object({
  id: Type.Integer(),
  orderNum: Type.String(),
  payState: PayState,
  state: ShopOrderState,
  stateText: Type.String(),
});
export type OrderPayState = Static<typeof OrderPayState>;

export const QueryOrder = endpoint({
  method: 'GET',
  path: '/pc/orders/query',
  tag: TAG,
  summary: '订单支付状态（payState: 1 已支付，0 待支付，2 已关闭，3 已退款或退款中）',
  querystring: Type.Object({ id: OrderId }),
  data: OrderPayState,
});

/** Cancels an unpaid order (stock and coupon come back), or removes a closed one from the list. */
export const DestroyOrder = endpoint({
  method: 'DELETE',
  path: '/pc/orders/destroy',
  tag: TAG,
  summary: '取消未支付订单（退回库存与优惠券）或删除已关闭订单',
  querystring: Type.Object({ id: OrderId }),
  data: Type.Object({
    id: Type.Integer(),
    action: Type.Enum(['cancelled', 'deleted']),
  }),
});

export const ConfirmReceipt = endpoint({
  method: 'POST',
  path: '/pc/orders/receive',
  tag: TAG,
  summary: '确认收货',
  body: Type.Object({ id: OrderId }),
  data: OrderPayState,
});
