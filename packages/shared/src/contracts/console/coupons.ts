import { Type, type Static } from 'typebox';
import {
  COUPON_BATCH_MAX,
  COUPON_NAME_MAX,
  COUPON_SCOPE_KINDS,
  ConsoleCouponMsg,
  type CouponScopeKind,
} from '../../console-coupons.ts';
import { CONSOLE_SECTION_ROLES } from '../../staff.ts';
import { PageOf, PageQuery } from '../common.ts';
import { endpoint } from '../contract.ts';

/**
 * The console's coupons (finance): coupon kinds with how many were handed out and used, new
 * kinds, and handing one out to a list of phones at once. A batch names itself, so sending it
 * again (a double click, a retry after a timeout) hands nobody a second coupon.
 */
const TAG = '后台·优惠券';
const ROLES = CONSOLE_SECTION_ROLES.coupons;

const Yuan = (message: string) =>
  Type.String({ pattern: '^\\d{1,6}(\\.\\d{1,2})?$', errorMessage: message });
const ScopeKind = Type.Unsafe<CouponScopeKind>({
  type: 'string',
  enum: [...COUPON_SCOPE_KINDS],
  errorMessage: ConsoleCouponMsg.scopeInvalid,
});
const Day = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  errorMessage: ConsoleCouponMsg.rangeInvalid,
});

export const CouponTemplateRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  amount: Type.String(),
  minSpend: Type.String(),
  /** 满100减20 / 无门槛减10. */
  ruleText: Type.String(),
  /** 全场通用 / 仅限图书. */
  scopeText: Type.String(),
  /** 领取后 30 天内有效 / 2026-12-01 至 2026-12-31. */
  validityText: Type.String(),
  /** The range has ended: no more can be handed out. */
  expired: Type.Boolean(),
  issued: Type.Integer(),
  used: Type.Integer(),
  createdAt: Type.String(),
});
export type CouponTemplateRow = Static<typeof CouponTemplateRow>;

export const ListCouponTemplates = endpoint({
  method: 'GET',
  path: '/console/coupons',
  tag: TAG,
  summary: '优惠券列表（新建的在前），含已发放与已使用张数',
  roles: ROLES,
  querystring: PageQuery,
  data: PageOf(CouponTemplateRow),
});

export const CreateCouponTemplate = endpoint({
  method: 'POST',
  path: '/console/coupons/create',
  tag: TAG,
  summary: '新建优惠券：面额、门槛、适用范围、有效期（领取后天数或固定日期）',
  roles: ROLES,
  body: Type.Object({
    name: Type.String({ maxLength: COUPON_NAME_MAX, errorMessage: ConsoleCouponMsg.nameTooLong }),
    amount: Yuan(ConsoleCouponMsg.amountInvalid),
    /** 0 for none. */
    minSpend: Yuan(ConsoleCouponMsg.minSpendInvalid),
    /** Null: every kind of goods. */
    scopeKind: Type.Union([ScopeKind, Type.Null()]),
    /** Days from being handed out; or null with validFrom/validUntil (China days, inclusive). */
    validDays: Type.Union([
      Type.Integer({ minimum: 1, maximum: 365, errorMessage: ConsoleCouponMsg.validDaysInvalid }),
      Type.Null(),
    ]),
    validFrom: Type.Optional(Day),
    validUntil: Type.Optional(Day),
  }),
  data: Type.Object({ id: Type.Integer() }),
});

export const IssueCoupons = endpoint({
  method: 'POST',
  path: '/console/coupons/issue',
  tag: TAG,
  summary: '按手机号批量发放（同一批次重复提交不会重复发放）',
  roles: ROLES,
  body: Type.Object({
    templateId: Type.Integer({ minimum: 1, errorMessage: ConsoleCouponMsg.notFound }),
    /** Phones as pasted: one per line, or separated by commas or spaces. */
    phones: Type.String({
      maxLength: COUPON_BATCH_MAX * 14,
      errorMessage: ConsoleCouponMsg.phonesTooMany,
    }),
    /** Made once by the page for this batch (a UUID). */
    batch: Type.String({
      pattern: '^[0-9a-fA-F-]{36}$',
      errorMessage: ConsoleCouponMsg.batchInvalid,
    }),
  }),
  data: Type.Object({
    /** Coupons handed out by this request. */
    issued: Type.Integer(),
    /** People of the list who already had theirs from this batch (a repeated request). */
    alreadyIssued: Type.Integer(),
    /** Phones of the list with no account. */
    unknownPhones: Type.Array(Type.String()),
  }),
});
