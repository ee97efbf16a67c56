import { Type, type Static } from 'typebox';
import {
  COACH_INTRO_MAX,
  COACH_NAME_MAX,
  COACH_SPECIALITY_MAX,
  COACH_TITLE_MAX,
  COACHING_COACHES_MAX,
  COACHING_GROUP_MAX,
  COACHING_INTRO_MAX,
  COACHING_LINE_MAX,
  COACHING_LINES_MAX,
  COACHING_SESSIONS_MAX,
  COACHING_SUBTITLE_MAX,
  COACHING_TITLE_MAX,
  ConsoleCoachingMsg,
} from '../../console-coaching.ts';
import { URL_MAX } from '../../site-content.ts';
import { CONSOLE_SECTION_ROLES } from '../../staff.ts';
import { ProgrammeSession } from '../commerce/coaching.ts';
import { CoachingType } from '../commerce/goods.ts';
import { Instant } from '../common.ts';
import { endpoint } from '../contract.ts';

/**
 * The console's coaching timetable (辅导档期): each coaching product's times, its coaches and
 * how many seats are taken; staff add times ahead, change their seats, and remove unbooked ones.
 */
const TAG = '后台·辅导档期';
const ROLES = CONSOLE_SECTION_ROLES.coaching;

const ProductId = Type.Integer({ minimum: 1, errorMessage: ConsoleCoachingMsg.productNotFound });
const SlotId = Type.Integer({ minimum: 1, errorMessage: ConsoleCoachingMsg.slotNotFound });

export const ConsoleCoachingProduct = Type.Object({
  id: Type.Integer(),
  type: CoachingType,
  title: Type.String(),
  /** 一对一 or 一对多, 笔试 or 面试. */
  modeText: Type.String(),
  stageText: Type.String(),
  /** one: a single seat per time; group: a class. */
  mode: Type.Enum(['one', 'group']),
  price: Type.String(),
  onSale: Type.Boolean(),
  coaches: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), title: Type.String() }),
  ),
  /** Times still to come, and the last one set. */
  upcomingSlots: Type.Integer(),
  lastSlotAt: Type.Union([Type.String(), Type.Null()]),
});
export type ConsoleCoachingProduct = Static<typeof ConsoleCoachingProduct>;

export const ListConsoleCoaching = endpoint({
  method: 'GET',
  path: '/console/coaching',
  tag: TAG,
  summary: '辅导产品及其老师、未来时段数与最后一个时段',
  roles: ROLES,
  data: Type.Array(ConsoleCoachingProduct),
});

export const ConsoleCoachingSlot = Type.Object({
  id: Type.Integer(),
  coachId: Type.Integer(),
  coachName: Type.String(),
  startsAt: Type.String(),
  endsAt: Type.String(),
  capacity: Type.Integer(),
  /** Seats held by paid orders and unpaid ones still open. */
  taken: Type.Integer(),
  /** Whether any order ever booked it (it then keeps its time and coach). */
  booked: Type.Boolean(),
});
export type ConsoleCoachingSlot = Static<typeof ConsoleCoachingSlot>;

export const ListConsoleCoachingSlots = endpoint({
  method: 'GET',
  path: '/console/coaching/slots',
  tag: TAG,
  summary: '一个辅导产品从昨天起的时段，最早的在前',
  roles: ROLES,
  querystring: Type.Object({ productId: ProductId }),
  data: Type.Array(ConsoleCoachingSlot),
});

export const SaveConsoleCoachingSlot = endpoint({
  method: 'POST',
  path: '/console/coaching/slots/save',
  tag: TAG,
  summary: '新增时段，或修改时段（已有预约的只能改名额）',
  roles: ROLES,
  body: Type.Object({
    id: Type.Union([SlotId, Type.Null()]),
    productId: ProductId,
    coachId: Type.Integer({ minimum: 1, errorMessage: ConsoleCoachingMsg.coachNotOfProduct }),
    startsAt: Instant(ConsoleCoachingMsg.timeInvalid),
    endsAt: Instant(ConsoleCoachingMsg.timeInvalid),
    capacity: Type.Integer({
      minimum: 1,
      maximum: COACHING_GROUP_MAX,
      errorMessage: ConsoleCoachingMsg.capacityGroup,
    }),
  }),
  data: ConsoleCoachingSlot,
});

export const RemoveConsoleCoachingSlot = endpoint({
  method: 'POST',
  path: '/console/coaching/slots/remove',
  tag: TAG,
  summary: '删除从未被预约过的时段',
  roles: ROLES,
  body: Type.Object({ id: SlotId }),
  data: Type.Null(),
});

/** Money as the console types it: yuan with at most two decimals. */
const Yuan = (errorMessage: string) =>
  Type.String({ pattern: '^\\d{1,6}(\\.\\d{1,2})?$', errorMessage });

export const ConsoleCoach = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  title: Type.String(),
  years: Type.Integer(),
  speciality: Type.String(),
  intro: Type.String(),
  avatarUrl: Type.String(),
  /** The products they teach. */
  productIds: Type.Array(Type.Integer()),
});
export type ConsoleCoach = Static<typeof ConsoleCoach>;

export const ListConsoleCoaches = endpoint({
  method: 'GET',
  path: '/console/coaching/coaches',
  tag: TAG,
  summary: '辅导老师',
  roles: ROLES,
  data: Type.Array(ConsoleCoach),
});

export const SaveConsoleCoach = endpoint({
  method: 'POST',
  path: '/console/coaching/coaches/save',
  tag: TAG,
  summary: '新增或修改辅导老师（不填头像时按姓名绘制）',
  roles: ROLES,
  body: Type.Object({
    id: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
      errorMessage: ConsoleCoachingMsg.coachNotFound,
    }),
    name: Type.String({
      maxLength: COACH_NAME_MAX * 2,
      errorMessage: ConsoleCoachingMsg.coachNameTooLong,
    }),
    title: Type.String({
      maxLength: COACH_TITLE_MAX * 2,
      errorMessage: ConsoleCoachingMsg.coachTitleTooLong,
    }),
    years: Type.Integer({
      minimum: 0,
      maximum: 60,
      errorMessage: ConsoleCoachingMsg.coachYearsInvalid,
    }),
    speciality: Type.String({
      maxLength: COACH_SPECIALITY_MAX * 2,
      errorMessage: ConsoleCoachingMsg.coachSpecialityTooLong,
    }),
    intro: Type.String({
      maxLength: COACH_INTRO_MAX * 2,
      errorMessage: ConsoleCoachingMsg.coachIntroTooLong,
    }),
    avatarUrl: Type.String({ maxLength: URL_MAX, errorMessage: ConsoleCoachingMsg.avatarInvalid }),
  }),
  data: ConsoleCoach,
});

const ProductFields = {
  title: Type.String({
    maxLength: COACHING_TITLE_MAX * 2,
    errorMessage: ConsoleCoachingMsg.titleTooLong,
  }),
  subtitle: Type.String({
    maxLength: COACHING_SUBTITLE_MAX * 2,
    errorMessage: ConsoleCoachingMsg.subtitleTooLong,
  }),
  price: Yuan(ConsoleCoachingMsg.priceInvalid),
  /** '' for none. */
  originalPrice: Type.Union([Yuan(ConsoleCoachingMsg.originalPriceInvalid), Type.Literal('')]),
  onSale: Type.Boolean(),
  intro: Type.String({
    maxLength: COACHING_INTRO_MAX * 2,
    errorMessage: ConsoleCoachingMsg.introTooLong,
  }),
  highlights: Type.Array(Type.String({ maxLength: COACHING_LINE_MAX * 2 }), {
    maxItems: COACHING_LINES_MAX,
    errorMessage: ConsoleCoachingMsg.linesInvalid,
  }),
  suits: Type.Array(Type.String({ maxLength: COACHING_LINE_MAX * 2 }), {
    maxItems: COACHING_LINES_MAX,
    errorMessage: ConsoleCoachingMsg.linesInvalid,
  }),
  programme: Type.Array(ProgrammeSession, {
    maxItems: COACHING_SESSIONS_MAX,
    errorMessage: ConsoleCoachingMsg.programmeInvalid,
  }),
  /** Its coaches in the order its page shows them. */
  coachIds: Type.Array(Type.Integer({ minimum: 1 }), {
    maxItems: COACHING_COACHES_MAX,
    errorMessage: ConsoleCoachingMsg.coachesTooMany,
  }),
  /** The deposit sold towards it (定金): what it costs and what it takes off; null: none sold. */
  deposit: Type.Union([
    Type.Object({
      price: Yuan(ConsoleCoachingMsg.depositInvalid),
      deduct: Yuan(ConsoleCoachingMsg.depositInvalid),
    }),
    Type.Null(),
  ]),
};

export const ConsoleCoachingProductDetail = Type.Object({
  id: Type.Integer(),
  type: CoachingType,
  modeText: Type.String(),
  stageText: Type.String(),
  ...ProductFields,
});
export type ConsoleCoachingProductDetail = Static<typeof ConsoleCoachingProductDetail>;

export const GetConsoleCoachingProduct = endpoint({
  method: 'GET',
  path: '/console/coaching/products/detail',
  tag: TAG,
  summary: '一个辅导产品的全部内容，供修改',
  roles: ROLES,
  querystring: Type.Object({ id: ProductId }),
  data: ConsoleCoachingProductDetail,
});

export const SaveConsoleCoachingProduct = endpoint({
  method: 'POST',
  path: '/console/coaching/products/save',
  tag: TAG,
  summary: '修改辅导产品：名称、价格、上下架、介绍、课程安排、老师与定金',
  roles: ROLES,
  body: Type.Object({ id: ProductId, ...ProductFields }),
  data: ConsoleCoachingProductDetail,
});
