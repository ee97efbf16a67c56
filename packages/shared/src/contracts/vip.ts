import { Type, type Static } from 'typebox';
import { endpoint } from './contract.ts';
import { PageOf, PageQuery, Yuan } from './common.ts';
import { PayState, PaymentSource } from './payment.ts';

/** VIP membership and its payment: money as yuan strings, times as ISO-8601 UTC. */
const TAG = 'VIP会员';

export const VipPackage = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  days: Type.Integer(),
  price: Yuan,
  /** The promotional price, shown as the price to pay when present. */
  discountAmount: Type.Union([Yuan, Type.Null()]),
  showOriginPrice: Type.Boolean(),
  isActivity: Type.Boolean(),
  intro: Type.String(),
  explain: Type.String(),
  level: Type.Integer(),
  validUntil: Type.String(),
  isBuy: Type.Boolean(),
  /** Why a greyed package cannot be bought; null when it can. */
  reason: Type.Union([Type.String(), Type.Null()]),
  daysRemaining: Type.Integer(),
  /** Deducted from the current plan (change and upgrade). */
  priceDifference: Yuan,
  /** What the person would pay now: the effective price less the deduction. */
  payAmount: Yuan,
  /** The order type (1–4) buying this package from this list means. */
  orderType: Type.Integer(),
  isCurrent: Type.Boolean(),
});
export type VipPackage = Static<typeof VipPackage>;

export const VipProductGroup = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  icon: Type.String(),
  weight: Type.Integer(),
  isChange: Type.Boolean(),
  /** The tier the person holds now. */
  isCurrent: Type.Boolean(),
  benefit: Type.Array(Type.Object({ icon: Type.String(), name: Type.String() })),
  product: Type.Array(VipPackage),
});
export type VipProductGroup = Static<typeof VipProductGroup>;

export const Adviser = Type.Object({ id: Type.Integer(), name: Type.String() });
export type Adviser = Static<typeof Adviser>;

export const CreatedOrder = Type.Object({
  id: Type.Integer(),
  orderNum: Type.String(),
  payAmount: Yuan,
  deduction: Yuan,
  /** 购买物品 */
  product: Type.String(),
  /** The text the payment QR code encodes. */
  url: Type.String(),
  expiresAt: Type.String(),
});
export type CreatedOrder = Static<typeof CreatedOrder>;

/** 0 unpaid, 1 paid, 2 expired or closed, 3 paid too late (refunded by an operator). */
export const OrderState = PayState;
export type OrderState = PayState;

export const OrderListItem = Type.Object({
  id: Type.Integer(),
  orderNum: Type.String(),
  type: Type.Integer(),
  typeText: Type.String(),
  product: Type.String(),
  listPrice: Yuan,
  deduction: Yuan,
  payAmount: Yuan,
  status: OrderState,
  statusText: Type.String(),
  dealCustomer: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  paidAt: Type.Union([Type.String(), Type.Null()]),
  vipExpiresAt: Type.Union([Type.String(), Type.Null()]),
});
export type OrderListItem = Static<typeof OrderListItem>;

export const OrderIdParams = Type.Object({
  id: Type.Integer({ minimum: 1, errorMessage: '订单编号不正确' }),
});

/**
 * Both tiers with benefits and packages, priced for the caller: 1 new purchase, 2 renewal,
 * 3 package change (a higher tier is always quoted as an upgrade). Visitors get new-purchase
 * prices.
 */
export const GetVipProducts = endpoint({
  method: 'GET',
  path: '/pc/getvipproduct',
  tag: TAG,
  summary: 'VIP 商品列表（type: 1 开通 / 2 续费 / 3 变更；按当前用户计算价格与可购状态）',
  querystring: Type.Object({
    type: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 3, errorMessage: '套餐列表类型不正确' }),
    ),
  }),
  data: Type.Array(VipProductGroup),
});

/** Type 1 new, 2 renewal, 3 package change, 4 upgrade; the amount is decided by the server. */
export const CreateVipOrder = endpoint({
  method: 'POST',
  path: '/pc/vipOrders/create',
  tag: TAG,
  summary: '创建 VIP 订单（金额由服务端计算；返回二维码内容 url）',
  body: Type.Object({
    type: Type.Integer({
      minimum: 1,
      maximum: 4,
      errorMessage: { required: '缺少订单类型', default: '订单类型不正确' },
    }),
    vipProductId: Type.Integer({
      minimum: 1,
      errorMessage: { required: '请选择套餐', default: '套餐不正确' },
    }),
    /** The adviser's id as the dialog sends it: possibly empty (no adviser chosen). */
    dealCustomer: Type.Optional(
      Type.String({ pattern: '^\\d{0,9}$', errorMessage: '课程顾问不正确' }),
    ),
    /** Whatever a client claims the amount is, it is not read: the server prices the order. */
    payAmount: Type.Optional(Type.Unknown()),
  }),
  data: CreatedOrder,
});

export const GetVipOrderState = endpoint({
  method: 'GET',
  path: '/pc/vipOrders/geState/:id',
  tag: TAG,
  summary: 'VIP 订单支付状态（1 已支付，0 待支付，2 已过期或关闭，3 支付后无法生效待退款）',
  params: OrderIdParams,
  data: OrderState,
});

export const ListVipOrders = endpoint({
  method: 'GET',
  path: '/pc/vipOrders/index',
  tag: TAG,
  summary: '我的 VIP 订单（分页）',
  querystring: PageQuery,
  data: PageOf(OrderListItem),
});

export const ListCourseAdvisers = endpoint({
  method: 'GET',
  path: '/pc/courseAdvisers',
  tag: TAG,
  summary: '课程顾问列表',
  data: Type.Array(Adviser),
});

/** The caller's adviser, pre-selected in the dialog: whoever closed their latest VIP deal. */
export const GetCurrentAdviser = endpoint({
  method: 'GET',
  path: '/pc/courseAdvisers/current',
  tag: TAG,
  summary: '当前用户的课程顾问（无则 id 为 null）',
  data: Type.Object({
    id: Type.Union([Type.Integer(), Type.Null()]),
    name: Type.Union([Type.String(), Type.Null()]),
  }),
});

export const GetLastDealCustomer = endpoint({
  method: 'GET',
  path: '/pc/vipOrders/lastDealCustomer',
  tag: TAG,
  summary: '最近一笔已支付 VIP 订单的成交课程顾问（无则为 null）',
  data: Type.Union([Adviser, Type.Null()]),
});

const LocalPayParams = Type.Object({
  orderNum: Type.String({ pattern: '^[A-Za-z0-9]{6,32}$', errorMessage: '订单号不正确' }),
});
/** The `t` of the payment QR code: proves the caller saw that code. */
const LocalPayToken = Type.String({
  minLength: 1,
  maxLength: 64,
  errorMessage: { required: '支付链接不完整，请重新扫码', default: '支付链接无效' },
});

/** An order as the local demo pay page shows it: a VIP order or a shop order alike. */
export const LocalPayOrder = Type.Object({
  /** What the payment is for, as the payment desk that issued the order number says. */
  source: PaymentSource,
  orderNum: Type.String(),
  product: Type.String(),
  payAmount: Yuan,
  state: OrderState,
  stateText: Type.String(),
  expiresAt: Type.String(),
});
export type LocalPayOrder = Static<typeof LocalPayOrder>;

/** The local demo gateway (no real gateway configured): the page a scanned QR code opens. */
export const GetLocalPayOrder = endpoint({
  method: 'GET',
  path: '/pay/local/:orderNum',
  tag: '支付',
  summary: '本地演示支付：扫码后查看订单（需二维码中的 t）',
  params: LocalPayParams,
  querystring: Type.Object({ t: LocalPayToken }),
  data: LocalPayOrder,
});

/** 确认支付 on the local demo gateway: it notifies the server the way a real gateway does. */
export const ConfirmLocalPay = endpoint({
  method: 'POST',
  path: '/pay/local/:orderNum/confirm',
  tag: '支付',
  summary: '本地演示支付：确认支付（以签名回调通知服务端，与真实网关同一入口）',
  params: LocalPayParams,
  body: Type.Object({ t: LocalPayToken }),
  data: LocalPayOrder,
});
