import { Type, type Static } from 'typebox';
import {
  REFUND_REASON_MAX,
  REFUND_STATES,
  RefundMsg,
  type RefundState,
} from '../../order-words.ts';
import { CONSOLE_SECTION_ROLES } from '../../staff.ts';
import { PageQuery, Yuan } from '../common.ts';
import { OrderAddress, OrderTab, ShopOrderState, TimelineEntry } from '../commerce/orders.ts';
import { GoodsKind } from '../commerce/goods.ts';
import { ShipOrder } from '../commerce/shipping.ts';
import { endpoint } from '../contract.ts';

/**
 * The console's shop orders: find an order by its number or the buyer's phone, read it, ship a
 * paid book order (warehouse staff), refund an order through the gateway it was paid with
 * (finance).
 */
const TAG = '后台·订单与退款';
const ROLES = CONSOLE_SECTION_ROLES.orders;

const OrderId = Type.Integer({
  minimum: 1,
  errorMessage: { required: RefundMsg.orderNotFound, default: RefundMsg.orderNotFound },
});
const RefundStateSchema = Type.Unsafe<RefundState>({ type: 'string', enum: [...REFUND_STATES] });

export const ConsoleRefund = Type.Object({
  refundNo: Type.String(),
  amount: Yuan,
  reason: Type.String(),
  state: RefundStateSchema,
  stateText: Type.String(),
  /** The gateway's refusal, when it refused. */
  failure: Type.String(),
  createdBy: Type.String(),
  createdAt: Type.String(),
  refundedAt: Type.Union([Type.String(), Type.Null()]),
});
export type ConsoleRefund = Static<typeof ConsoleRefund>;

export const ConsoleOrder = Type.Object({
  id: Type.Integer(),
  orderNum: Type.String(),
  kind: GoodsKind,
  title: Type.String(),
  state: ShopOrderState,
  stateText: Type.String(),
  payAmount: Yuan,
  /** local, wechat or alipay. */
  provider: Type.String(),
  providerName: Type.String(),
  transactionId: Type.Union([Type.String(), Type.Null()]),
  buyerId: Type.Integer(),
  buyerName: Type.String(),
  buyerPhone: Type.String(),
  needsShipping: Type.Boolean(),
  createdAt: Type.String(),
  paidAt: Type.Union([Type.String(), Type.Null()]),
  shippedAt: Type.Union([Type.String(), Type.Null()]),
  refund: Type.Union([ConsoleRefund, Type.Null()]),
  /** Whether finance may refund it now, and if not, why ('' when it may). */
  refundable: Type.Boolean(),
  refundRefusal: Type.String(),
  /** Whether warehouse staff may ship it now (a paid order with a parcel). */
  shippable: Type.Boolean(),
});
export type ConsoleOrder = Static<typeof ConsoleOrder>;

export const ConsoleOrderDetail = Type.Object({
  ...ConsoleOrder.properties,
  lines: Type.Array(
    Type.Object({
      goodsId: Type.Integer(),
      title: Type.String(),
      quantity: Type.Integer(),
      price: Yuan,
    }),
  ),
  goodsAmount: Yuan,
  freight: Yuan,
  discount: Yuan,
  couponName: Type.String(),
  remark: Type.String(),
  address: Type.Union([OrderAddress, Type.Null()]),
  shipment: Type.Union([
    Type.Object({ companyName: Type.String(), trackingNumber: Type.String() }),
    Type.Null(),
  ]),
  timeline: Type.Array(TimelineEntry),
});
export type ConsoleOrderDetail = Static<typeof ConsoleOrderDetail>;

export const ListConsoleOrders = endpoint({
  method: 'GET',
  path: '/console/orders',
  tag: TAG,
  summary: '查找商城订单（订单号或买家手机号；按状态筛选；新的在前）',
  roles: ROLES,
  querystring: Type.Object({
    ...PageQuery.properties,
    keyword: Type.Optional(Type.String({ maxLength: 32, errorMessage: '搜索内容不能超过32个字' })),
    tab: Type.Optional(OrderTab),
  }),
  data: Type.Object({ list: Type.Array(ConsoleOrder), total: Type.Integer() }),
});

export const GetConsoleOrder = endpoint({
  method: 'GET',
  path: '/console/orders/detail',
  tag: TAG,
  summary: '订单详情：商品、收货地址、物流、经过与退款',
  roles: ROLES,
  querystring: Type.Object({ id: OrderId }),
  data: ConsoleOrderDetail,
});

export const ShipConsoleOrder = endpoint({
  method: 'POST',
  path: '/console/orders/ship',
  tag: TAG,
  summary: '发货：填写快递公司与运单号（仓储发货）',
  roles: ['staff'],
  // The same fields, and the same refusals, as the staff's ship endpoint of the shop.
  body: ShipOrder.body,
  data: ConsoleOrderDetail,
});

export const RefundConsoleOrder = endpoint({
  method: 'POST',
  path: '/console/orders/refund',
  tag: TAG,
  summary: '全额退款：经原支付渠道退回（财务）；退款处理中的订单再次提交即查询并完成',
  roles: ['finance'],
  body: Type.Object({
    id: OrderId,
    reason: Type.String({
      minLength: 1,
      maxLength: REFUND_REASON_MAX * 2,
      errorMessage: { required: RefundMsg.reasonRequired, default: RefundMsg.reasonTooLong },
    }),
  }),
  data: ConsoleOrderDetail,
});
