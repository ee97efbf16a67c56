import { Type, type Static } from 'typebox';
import { REFUND_REASON_MAX, RefundMsg } from '../../order-words.ts';
import {
  ConsoleVipMsg,
  VIP_ORDER_STATUSES,
  type VipOrderStatus,
  VIP_PACKAGE_DAYS_MAX,
  VIP_PACKAGE_DESCRIPTION_MAX,
  VIP_PACKAGE_INTRO_MAX,
  VIP_PACKAGE_NAME_MAX,
} from '../../console-vip.ts';
import { CONSOLE_SECTION_ROLES } from '../../staff.ts';
import { PageOf, PageQuery } from '../common.ts';
import { endpoint } from '../contract.ts';

/**
 * The console's VIP packages (finance): each tier's packages with their prices, created and
 * changed, put on sale or taken off. A price change applies to orders made after it: an order
 * keeps the amount it was made with, and a membership keeps the price it was bought at for its
 * upgrade deduction. Packages are never deleted, as orders name them; 下架 hides one.
 */
const TAG = '后台·会员套餐';
const ROLES = CONSOLE_SECTION_ROLES.vip;

const Money = (message: string) =>
  Type.String({ pattern: '^\\d{1,6}(\\.\\d{1,2})?$', errorMessage: message });

export const ConsoleVipPackage = Type.Object({
  id: Type.Integer(),
  productId: Type.Integer(),
  name: Type.String(),
  days: Type.Integer(),
  /** Yuan with two decimals. */
  price: Type.String(),
  /** What it sells for instead of the price; '' for none. */
  discountPrice: Type.String(),
  showOriginPrice: Type.Boolean(),
  isActivity: Type.Boolean(),
  /** The corner badge (限时特惠). */
  intro: Type.String(),
  description: Type.String(),
  /** Its rank in the tier (by days): a change of package goes only upwards. */
  level: Type.Integer(),
  onSale: Type.Boolean(),
  /** Paid orders of it. */
  sold: Type.Integer(),
});
export type ConsoleVipPackage = Static<typeof ConsoleVipPackage>;

export const ConsoleVipProduct = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  weight: Type.Integer(),
  benefits: Type.Array(Type.String()),
  /** Members holding this tier now. */
  members: Type.Integer(),
  packages: Type.Array(ConsoleVipPackage),
});
export type ConsoleVipProduct = Static<typeof ConsoleVipProduct>;

export const ListConsoleVipPackages = endpoint({
  method: 'GET',
  path: '/console/vip/packages',
  tag: TAG,
  summary: '各会员等级的套餐（含已下架的）、售出数与当前会员数',
  roles: ROLES,
  data: Type.Object({ products: Type.Array(ConsoleVipProduct) }),
});

export const SaveConsoleVipPackage = endpoint({
  method: 'POST',
  path: '/console/vip/packages/save',
  tag: TAG,
  summary: '新建或修改套餐（价格只影响之后的新订单）；同一等级的套餐按天数重排等级',
  roles: ROLES,
  body: Type.Object({
    id: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
      errorMessage: ConsoleVipMsg.packageNotFound,
    }),
    productId: Type.Integer({ minimum: 1, errorMessage: ConsoleVipMsg.productNotFound }),
    name: Type.String({
      maxLength: VIP_PACKAGE_NAME_MAX * 2,
      errorMessage: ConsoleVipMsg.nameTooLong,
    }),
    days: Type.Integer({
      minimum: 1,
      maximum: VIP_PACKAGE_DAYS_MAX,
      errorMessage: ConsoleVipMsg.daysInvalid,
    }),
    price: Money(ConsoleVipMsg.priceInvalid),
    discountPrice: Type.Union([Money(ConsoleVipMsg.discountInvalid), Type.Literal('')], {
      errorMessage: ConsoleVipMsg.discountInvalid,
    }),
    showOriginPrice: Type.Boolean(),
    isActivity: Type.Boolean(),
    intro: Type.String({
      maxLength: VIP_PACKAGE_INTRO_MAX * 2,
      errorMessage: ConsoleVipMsg.introTooLong,
    }),
    description: Type.String({
      maxLength: VIP_PACKAGE_DESCRIPTION_MAX * 2,
      errorMessage: ConsoleVipMsg.descriptionTooLong,
    }),
    onSale: Type.Boolean(),
  }),
  data: ConsoleVipPackage,
});

export const ConsoleVipOrder = Type.Object({
  id: Type.Integer(),
  orderNum: Type.String(),
  buyerPhone: Type.String(),
  buyerName: Type.String(),
  product: Type.String(),
  /** 开通会员, 套餐续费 … */
  typeText: Type.String(),
  payAmount: Type.String(),
  status: Type.Unsafe<VipOrderStatus>({ type: 'string', enum: [...VIP_ORDER_STATUSES] }),
  /** wechat, alipay or local. */
  provider: Type.String(),
  createdAt: Type.String(),
  paidAt: Type.Union([Type.String(), Type.Null()]),
  refundState: Type.Union([
    Type.Unsafe<'processing' | 'success' | 'failed'>({
      type: 'string',
      enum: ['processing', 'success', 'failed'],
    }),
    Type.Null(),
  ]),
  refundReason: Type.String(),
  /** Why the gateway refused the last try. */
  refundFailure: Type.String(),
  /** Why finance may not refund it now; '' when they may. */
  refundRefusal: Type.String(),
});
export type ConsoleVipOrder = Static<typeof ConsoleVipOrder>;

export const ListConsoleVipOrders = endpoint({
  method: 'GET',
  path: '/console/vip/orders',
  tag: TAG,
  summary: '会员订单（按订单号或买家手机号查找，按状态筛选；新的在前）',
  roles: ROLES,
  querystring: Type.Object({
    ...PageQuery.properties,
    keyword: Type.Optional(Type.String({ maxLength: 32, errorMessage: '搜索内容不能超过32个字' })),
    status: Type.Optional(
      Type.Unsafe<VipOrderStatus>({ type: 'string', enum: [...VIP_ORDER_STATUSES] }),
    ),
  }),
  data: PageOf(ConsoleVipOrder),
});

export const RefundVipOrder = endpoint({
  method: 'POST',
  path: '/console/vip/orders/refund',
  tag: TAG,
  summary: '原路退回迟到的会员付款（订单已无法开通会员时收到的款项）',
  roles: ROLES,
  body: Type.Object({
    id: Type.Integer({ minimum: 1, errorMessage: ConsoleVipMsg.orderNotFound }),
    reason: Type.String({
      maxLength: REFUND_REASON_MAX * 2,
      errorMessage: RefundMsg.reasonTooLong,
    }),
  }),
  data: ConsoleVipOrder,
});
