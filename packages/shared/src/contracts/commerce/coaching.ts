import { Type, type Static } from 'typebox';
import { Msg } from '../../messages.ts';
import { PHONE_PATTERN } from '../../validation.ts';
import { endpoint } from '../contract.ts';
import { Yuan } from '../common.ts';
import { CouponForCart } from './coupons.ts';
import { CoachingType, Picture, TAG } from './goods.ts';
import { CreatedShopOrder, OrderLine } from './orders.ts';

/**
 * Coaching (辅导) products (docs/areas/commerce.md): 一对一 and 一对多 coaching for the written
 * exam (笔试) and the interview (面试), one goods of kind 'coaching' each, with a programme, the
 * coaches who teach it and bookable time slots. Buying one takes a seat of a slot through the
 * shop's orders: the same prices decided by the server, coupons, gateway, notify route and
 * sweeper; a slot is never sold beyond its capacity, and an order that closes unpaid gives its
 * seat back. A deposit (定金, deposits.ts) paid for the product is deducted from the order here.
 */

export { CoachingType } from './goods.ts';

/** 一对一 (one coach, one learner) or 一对多 (a small class). */
export const CoachingMode = Type.Enum(['one', 'group']);
export type CoachingMode = Static<typeof CoachingMode>;

/** 笔试 or 面试. */
export const CoachingStage = Type.Enum(['written', 'interview']);
export type CoachingStage = Static<typeof CoachingStage>;

export const Coach = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** e.g. 资深面试讲师 */
  title: Type.String(),
  /** Years of teaching. */
  years: Type.Integer(),
  /** e.g. 结构化面试 · 无领导小组讨论 */
  speciality: Type.String(),
  /** A few sentences about the coach, plain text. */
  intro: Type.String(),
  avatar: Picture,
});
export type Coach = Static<typeof Coach>;

/** One session of the programme (课程安排). */
export const ProgrammeSession = Type.Object({
  /** e.g. 第1次课 · 诊断与规划 */
  title: Type.String(),
  topics: Type.Array(Type.String()),
  minutes: Type.Integer(),
});
export type ProgrammeSession = Static<typeof ProgrammeSession>;

/** The deposit that may be paid ahead for a product, and what it takes off the price. */
export const DepositHint = Type.Object({
  /** The deposit's own goods (its page is /depositOrder?id=). */
  goodsId: Type.Integer(),
  price: Yuan,
  /** Deducted from the product's price when the balance is paid. */
  deduct: Yuan,
});
export type DepositHint = Static<typeof DepositHint>;

export const CoachingProduct = Type.Object({
  goodsId: Type.Integer(),
  type: CoachingType,
  mode: CoachingMode,
  /** 一对一 / 一对多 */
  modeText: Type.String(),
  stage: CoachingStage,
  /** 笔试 / 面试 */
  stageText: Type.String(),
  title: Type.String(),
  subtitle: Type.String(),
  /** Plain text; paragraphs separated by a blank line. */
  intro: Type.String(),
  /** 课程亮点, one line each. */
  highlights: Type.Array(Type.String()),
  /** 适合人群, one line each. */
  suits: Type.Array(Type.String()),
  /** What one seat costs. */
  price: Yuan,
  /** The list price, shown struck through; null when it sells at it. */
  originalPrice: Type.Union([Yuan, Type.Null()]),
  /** 课程安排, in order. */
  programme: Type.Array(ProgrammeSession),
  /** Sessions and minutes of the whole programme. */
  sessionCount: Type.Integer(),
  totalMinutes: Type.Integer(),
  /** Seats of one slot: 1 for 一对一, the class size for 一对多 (the largest of its slots). */
  classSize: Type.Integer(),
  coaches: Type.Array(Coach),
  /** Seats sold (paid orders). */
  sales: Type.Integer(),
  /** Whether it can be ordered now (on sale). */
  onSale: Type.Boolean(),
  deposit: Type.Union([DepositHint, Type.Null()]),
});
export type CoachingProduct = Static<typeof CoachingProduct>;

export const CoachingSlot = Type.Object({
  id: Type.Integer(),
  coachId: Type.Integer(),
  coachName: Type.String(),
  startsAt: Type.String(),
  endsAt: Type.String(),
  capacity: Type.Integer(),
  /** Seats not taken by a paid order or an unpaid one still within its time to pay. */
  seatsLeft: Type.Integer(),
  /** Whether a seat can be ordered now. */
  bookable: Type.Boolean(),
  /** Why not (已约满, 即将开课，停止预约); null when bookable. */
  reason: Type.Union([Type.String(), Type.Null()]),
});
export type CoachingSlot = Static<typeof CoachingSlot>;

const GoodsId = Type.Integer({
  minimum: 1,
  errorMessage: { required: '请选择辅导课程', default: '辅导课程不正确' },
});
const SlotId = Type.Integer({
  minimum: 1,
  errorMessage: { required: '请选择上课时间', default: '上课时间不正确' },
});
const CouponId = Type.Integer({ minimum: 1, errorMessage: '优惠券不正确' });
const DepositId = Type.Integer({ minimum: 1, errorMessage: '定金不正确' });

export const GetCoachingProduct = endpoint({
  method: 'GET',
  path: '/pc/coaching/show',
  tag: TAG,
  summary:
    '辅导课程详情（按类型：ydybs 一对一笔试、ydyms 一对一面试、yddbs 一对多笔试、yddms 一对多面试）',
  querystring: Type.Object({ type: CoachingType }),
  data: CoachingProduct,
});

export const ListCoachingSlots = endpoint({
  method: 'GET',
  path: '/pc/coaching/slots',
  tag: TAG,
  summary: '辅导课程的可约时段（含剩余名额），按开课时间排序',
  querystring: Type.Object({ type: CoachingType }),
  data: Type.Array(CoachingSlot),
});

/** A paid deposit the person holds for the product, not yet deducted. */
export const UsableDeposit = Type.Object({
  id: Type.Integer(),
  /** What was paid. */
  paid: Yuan,
  /** What it takes off this order. */
  deduct: Yuan,
  /** The deposit order. */
  orderNum: Type.String(),
});
export type UsableDeposit = Static<typeof UsableDeposit>;

export const CoachingCheckout = Type.Object({
  goodsId: Type.Integer(),
  type: CoachingType,
  title: Type.String(),
  slot: CoachingSlot,
  lines: Type.Array(OrderLine),
  goodsAmount: Yuan,
  /** The coupon's part. */
  discount: Yuan,
  /** 定金抵扣: what the deposit asked for takes off ("0.00" without one). */
  depositDeduction: Yuan,
  payAmount: Yuan,
  /** The coupon asked for when it applies; null otherwise. */
  couponId: Type.Union([Type.Integer(), Type.Null()]),
  /** The coupon taking off the most, to preselect; null when none applies. */
  bestCouponId: Type.Union([Type.Integer(), Type.Null()]),
  coupons: Type.Array(CouponForCart),
  /** The deposit asked for when it applies; null otherwise. */
  depositId: Type.Union([Type.Integer(), Type.Null()]),
  /** The person's paid deposit for this product not yet deducted, to preselect; null if none. */
  usableDeposit: Type.Union([UsableDeposit, Type.Null()]),
  /** Why the order cannot be placed as it stands (已约满 …); null when it can. */
  problem: Type.Union([Type.String(), Type.Null()]),
});
export type CoachingCheckout = Static<typeof CoachingCheckout>;

/** 优惠券 and 定金 steps of the purchase dialog: the seat priced by the server. */
export const GetCoachingCheckout = endpoint({
  method: 'GET',
  path: '/pc/coaching/checkout',
  tag: TAG,
  summary: '辅导课程结算：所选时段、商品金额、优惠券、定金抵扣与应付金额（均由服务端计算）',
  querystring: Type.Object({
    goodsId: GoodsId,
    slotId: SlotId,
    couponId: Type.Optional(CouponId),
    depositId: Type.Optional(DepositId),
  }),
  data: CoachingCheckout,
});

/** 报名信息: who attends (may differ from the account holder). */
export const EnrolmentName = Type.String({
  minLength: 2,
  maxLength: 20,
  // Chinese characters or letters (and the · of transliterated names), spaces only inside.
  pattern: '^[\\u4e00-\\u9fa5A-Za-z·][\\u4e00-\\u9fa5A-Za-z· ]*[\\u4e00-\\u9fa5A-Za-z·]$',
  errorMessage: { required: '请填写学员姓名', default: '学员姓名应为2-20个汉字或字母' },
});

export const CreateCoachingOrder = endpoint({
  method: 'POST',
  path: '/pc/coaching/orders/create',
  tag: TAG,
  summary:
    '购买辅导课程：占用所选时段一个名额并下单（报名信息、课程顾问、优惠券、定金抵扣；金额由服务端计算；返回二维码内容 url）',
  body: Type.Object({
    goodsId: GoodsId,
    slotId: SlotId,
    name: EnrolmentName,
    phone: Type.String({
      minLength: 1,
      maxLength: 11,
      pattern: PHONE_PATTERN.source,
      errorMessage: { required: Msg.phoneRequired, default: Msg.phoneInvalidPlain },
    }),
    /** The course adviser (课程顾问) chosen or kept in the dialog; none when left empty. */
    adviserId: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 999_999_999, errorMessage: '课程顾问不正确' }),
    ),
    couponId: Type.Optional(CouponId),
    depositId: Type.Optional(DepositId),
    remark: Type.Optional(Type.String({ maxLength: 100, errorMessage: '备注不能超过100个字' })),
    /** Whatever a client claims the amounts are, they are not read: the server prices the order. */
    payAmount: Type.Optional(Type.Unknown()),
    price: Type.Optional(Type.Unknown()),
    discount: Type.Optional(Type.Unknown()),
    depositDeduction: Type.Optional(Type.Unknown()),
  }),
  data: CreatedShopOrder,
});
